import Alert from '@mui/material/Alert';

/**
 * What went wrong with the last action, in a live region so a screen reader says it when it
 * appears. The region is always there (a region added with its text is often not read), but takes
 * no room in a stack while it is empty.
 */
export function LiveProblem({
  problem,
  severity = 'error',
}: {
  problem: string;
  severity?: 'error' | 'warning';
}) {
  return (
    <div aria-live="polite" style={problem ? undefined : { margin: 0 }}>
      {problem && <Alert severity={severity}>{problem}</Alert>}
    </div>
  );
}
