import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ModerationRuleId, moderationRuleIds, moderationRuleTitles } from '@skelbimai/contract';
import { tmod } from '../../../messages/index.ts';

/** The rule a block applies (its owner's statement of reasons names it): the contract's fixed list. */
export function RuleSelect({
  value,
  onChange,
}: {
  value: ModerationRuleId;
  onChange: (value: ModerationRuleId) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      name="ruleId"
      label={tmod.rule}
      value={value}
      onChange={(event) => onChange(event.target.value as ModerationRuleId)}
      helperText={tmod.ruleHint}
    >
      {moderationRuleIds.map((id) => (
        <MenuItem key={id} value={id}>
          {moderationRuleTitles[id]}
        </MenuItem>
      ))}
    </TextField>
  );
}
