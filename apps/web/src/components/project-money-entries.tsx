import { projectMoneyEntryLabels } from '@linework/contract/project-money';
import type { ProjectView } from '@linework/contract/projects';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mediumDate } from '../lib/dates.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * Every entry of a project's money record with its session, date (in the shop's zone) and rule: the
 * same list for the customer's project page and the studio's.
 */
export function ProjectMoneyEntries({ project }: { project: ProjectView }) {
  const { money, shop } = project;
  return (
    <Table size="small" aria-label="Money record">
      <TableBody>
        {money.entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell>
              <Typography variant="body2">
                {projectMoneyEntryLabels[e.kind]}
                {e.sessionNumber ? ` · session ${e.sessionNumber}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {mediumDate(e.at, shop.timeZone)}
                {e.rule ? ` · rule: ${e.rule}` : ''}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatMoney(e.amount, money.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
