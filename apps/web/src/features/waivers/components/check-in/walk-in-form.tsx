import { zodResolver } from '@hookform/resolvers/zod';
import type { ServiceView } from '@linework/contract/catalog';
import { type CreateWalkInBody, createWalkInBody } from '@linework/contract/checkin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateWalkIn } from '../../api/create-walk-in.ts';

const notSure = 'not-sure';

/** No appointment: a name and what they would like, for the shop's staff to see. */
export function WalkInForm(props: {
  shopUrl: string;
  services: ServiceView[];
  onDone(name: string): void;
  onBack(): void;
}) {
  const form = useForm<z.input<typeof createWalkInBody>>({
    resolver: zodResolver(createWalkInBody),
    defaultValues: { name: '', serviceId: undefined, note: '' },
  });
  const create = useCreateWalkIn(props.shopUrl);
  const [problem, setProblem] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      const created = await create.mutateAsync(values as CreateWalkInBody);
      props.onDone(created.name);
    } catch (error) {
      setProblem((error as Error).message);
    }
  });
  const nameError = form.formState.errors.name?.message;
  const noteError = form.formState.errors.note?.message;
  const { ref: nameRef, ...name } = form.register('name');
  const { ref: noteRef, ...note } = form.register('note');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography variant="h2">No appointment? Walk in</Typography>
      <Typography>Leave your name and what you would like; someone will be with you shortly.</Typography>
      <TextField
        {...name}
        inputRef={nameRef}
        label="Your name"
        autoComplete="off"
        error={Boolean(nameError)}
        helperText={nameError}
      />
      <Controller
        control={form.control}
        name="serviceId"
        render={({ field }) => (
          <TextField
            select
            label="What would you like?"
            value={field.value ?? notSure}
            onChange={(e) => field.onChange(e.target.value === notSure ? undefined : e.target.value)}
            inputRef={field.ref}
          >
            <MenuItem value={notSure}>Not sure yet</MenuItem>
            {props.services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...note}
        inputRef={noteRef}
        label="Anything to add (optional)"
        multiline
        minRows={2}
        error={Boolean(noteError)}
        helperText={noteError}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" gap={1} justifyContent="space-between">
        <Button variant="outlined" size="large" onClick={props.onBack}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          Let the shop know
        </Button>
      </Stack>
    </Stack>
  );
}
