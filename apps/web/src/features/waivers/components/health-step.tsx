import type { WaiverForm, WaiverQuestion } from '@linework/contract/waivers';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { FormText, fieldError } from './form-text.tsx';
import type { StepContext } from './step-context.ts';

function Choice({
  ctx,
  question,
  options,
}: {
  ctx: StepContext;
  question: WaiverQuestion;
  options: [string, string][];
}) {
  const name = `answers.${question.id}.value` as Path<WaiverForm>;
  const error = fieldError(ctx.form, name);
  return (
    <Controller
      control={ctx.form.control}
      name={name}
      render={({ field }) => (
        <FormControl error={Boolean(error)} component="fieldset">
          <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {question.label}
            {!question.required && ' (optional)'}
          </FormLabel>
          <RadioGroup
            row={options.length <= 3}
            name={field.name}
            value={field.value as string}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {options.map(([value, label], i) => (
              <FormControlLabel
                key={value}
                value={value}
                label={label}
                control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function Question({ ctx, question }: { ctx: StepContext; question: WaiverQuestion }) {
  const value = useWatch({
    control: ctx.form.control,
    name: `answers.${question.id}.value` as Path<WaiverForm>,
  });
  switch (question.kind) {
    case 'yesno':
      return (
        <Stack spacing={1}>
          <Choice
            ctx={ctx}
            question={question}
            options={[
              ['yes', 'Yes'],
              ['no', 'No'],
            ]}
          />
          {question.followUp && value === 'yes' && (
            <FormText
              form={ctx.form}
              name={`answers.${question.id}.followUp` as Path<WaiverForm>}
              label={question.followUp}
              multiline
            />
          )}
        </Stack>
      );
    case 'choice':
      return <Choice ctx={ctx} question={question} options={question.options.map((o) => [o, o])} />;
    case 'date':
      return (
        <FormText
          form={ctx.form}
          name={`answers.${question.id}.value` as Path<WaiverForm>}
          label={question.label}
          type="date"
          optional={!question.required}
        />
      );
    default:
      return (
        <FormText
          form={ctx.form}
          name={`answers.${question.id}.value` as Path<WaiverForm>}
          label={question.label}
          multiline
          optional={!question.required}
        />
      );
  }
}

export function HealthStep(ctx: StepContext) {
  return (
    <Stack spacing={3}>
      {ctx.template.questions.map((q) => (
        <Question key={q.id} ctx={ctx} question={q} />
      ))}
    </Stack>
  );
}
