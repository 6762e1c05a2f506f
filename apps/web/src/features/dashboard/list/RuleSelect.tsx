import { type ModerationRuleId, moderationRuleIds, moderationRuleTitles } from '@skelbimai/contract';
import { tmod } from '../../../messages/moderation.ts';
import { SelectField } from '../../../ui/Field/Field.tsx';

const ruleOptions = moderationRuleIds.map((id) => ({ value: id, label: moderationRuleTitles[id] }));

/** The rule a block applies (its owner's statement of reasons names it): the contract's fixed list. */
export function RuleSelect({
  value,
  onChange,
}: {
  value: ModerationRuleId;
  onChange: (value: ModerationRuleId) => void;
}) {
  return (
    <SelectField
      name="ruleId"
      label={tmod.rule}
      hint={tmod.ruleHint}
      value={value}
      options={ruleOptions}
      onChange={(event) => onChange(event.target.value as ModerationRuleId)}
    />
  );
}
