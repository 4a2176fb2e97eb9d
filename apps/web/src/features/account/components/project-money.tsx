import type { ProjectView } from '@linework/contract/projects';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ProjectMoneyEntries } from '../../../components/project-money-entries.tsx';
import { formatMoney } from '../../../lib/money.ts';

/** The project's money record as its entries say: totals, then every entry with its rule and date. */
export function ProjectMoney({ project }: { project: ProjectView }) {
  const m = project.money;
  const money = (n: number) => formatMoney(n, m.currency);
  const _zone = project.shop.timeZone;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="money-heading">
      <Typography id="money-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Money
      </Typography>
      <Table size="small" aria-label="What is paid and due">
        <TableBody>
          <TableRow>
            <TableCell component="th">Paid</TableCell>
            <TableCell align="right">{money(m.paidAmount)}</TableCell>
          </TableRow>
          {m.creditHeldAmount > 0 && (
            <TableRow>
              <TableCell component="th">
                Deposit held as credit
                {m.depositSession ? ` (counts towards session ${m.depositSession})` : ''}
              </TableCell>
              <TableCell align="right">{money(m.creditHeldAmount)}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th">Still due on the quote</TableCell>
            <TableCell align="right">{money(m.dueAmount)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {m.entries.length > 0 && <ProjectMoneyEntries project={project} />}
    </Stack>
  );
}
