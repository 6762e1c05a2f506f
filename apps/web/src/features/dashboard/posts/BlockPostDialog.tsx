import { blockPostRequestSchema, type ModerationRuleId } from '@skelbimai/contract';
import { tadm } from '../../../messages/admin.ts';
import { RuleDecisionDialog } from '../list/RuleDecisionDialog.tsx';

/** Block one ad with the rule and a reason its owner sees (the statement of reasons). */
export function BlockPostDialog({
  postId,
  busy,
  onCancel,
  onBlock,
}: {
  postId: number;
  busy: boolean;
  onCancel: () => void;
  onBlock: (reason: string, ruleId: ModerationRuleId) => Promise<unknown>;
}) {
  return (
    <RuleDecisionDialog
      title={tadm.posts.blockTitle}
      submitLabel={tadm.posts.block}
      reasonLabel={tadm.posts.reason}
      busy={busy}
      check={(reason, ruleId) => blockPostRequestSchema.safeParse({ postId, reason, ruleId })}
      onCancel={onCancel}
      onDecide={onBlock}
    />
  );
}
