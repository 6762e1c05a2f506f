import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchFrequencies,
} from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { tal } from '../../messages/index.ts';

/** The name and how often to e-mail its new ads; the API describes the filters when no name is given. */
export default function SaveSearchDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const snackbar = useSnackbar();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const save = useMutation({
    mutationFn: () =>
      api.post<SavedSearch>('/api/savedsearches/create', {
        query,
        frequency,
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    onSuccess: () => {
      snackbar.show({ text: tal.save.saved, color: 'success' });
      onClose();
    },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">{tal.save.title}</DialogTitle>
      <DialogContent>
        <TextField
          label={tal.save.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
          margin="dense"
          helperText={tal.save.nameHint}
          slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
        />
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="save-search-frequency">{tal.save.frequency}</FormLabel>
          <RadioGroup
            aria-labelledby="save-search-frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
          >
            {savedSearchFrequencies.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={tal.frequencies[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(save.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tal.save.cancel}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {tal.save.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
