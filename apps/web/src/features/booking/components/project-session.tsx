import type { AppointmentView } from '@linework/contract/appointments';
import { sessionLabel } from '@linework/contract/project-money';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { useMyProject } from '../../../lib/project-queries.ts';

/** "Session 2 of 3", or "Session 2" while the number of sessions is to be decided. */
export const sessionBadge = (sessionNumber: number, sessionCount: number | null) =>
  `Session ${sessionNumber}${sessionCount ? ` of ${sessionCount}` : ''}`;

/**
 * A project session's money as the project's record has it (the same figures as the project page,
 * the receipt and the studio): the session's price, the deposit credited to it, what was paid and
 * what is due at checkout. The appointment's "left to pay" is the record's figure too (the server
 * reads it from the project), though the deposit was paid once, with another session.
 */
export function ProjectSession({ project }: { project: NonNullable<AppointmentView['project']> }) {
  const query = useMyProject(project.id);
  const p = query.data;
  if (!p) return null;
  const session = p.sessions.find((s) => s.sessionNumber === project.sessionNumber);
  const money = (n: number) => formatMoney(n, p.money.currency);
  const credit = session ? session.creditAppliedAmount || session.creditPlannedAmount : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="project-session-heading" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography id="project-session-heading" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {sessionLabel(p.title, project.sessionNumber, p.sessionCount)}
        </Typography>
        {session && (
          <Table size="small" aria-label="This session's money">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Session price
                </TableCell>
                <TableCell>{money(session.priceAmount)}</TableCell>
              </TableRow>
              {credit > 0 && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {session.creditAppliedAmount ? 'Deposit credited' : 'Deposit to be credited at checkout'}
                  </TableCell>
                  <TableCell>−{money(credit)}</TableCell>
                </TableRow>
              )}
              {session.paidAmount > 0 && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    Paid
                  </TableCell>
                  <TableCell>{money(session.paidAmount)}</TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell component="th" scope="row">
                  {session.state === 'done' ? 'Left to pay' : 'Due at checkout'}
                </TableCell>
                <TableCell>{money(session.dueAmount)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        <Button component={RouterLink} to={`/account/projects/${p.id}`} sx={{ alignSelf: 'flex-start' }}>
          See the whole project
        </Button>
      </Stack>
    </Paper>
  );
}
