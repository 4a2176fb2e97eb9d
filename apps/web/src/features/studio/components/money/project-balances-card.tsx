import { projectStateLabels } from '@linework/contract/projects';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { TableScroll } from '../../../../components/table-scroll.tsx';
import { formatMoney } from '../../../../lib/money.ts';
import { useProjectBalances } from '../../api/projects.ts';
import { studioPath } from '../studio-sections.ts';

/**
 * Each open project's quote, what is paid, the deposit held as credit and what is still due: the
 * numbers of its money record, as the project's own page and the customer's read them.
 */
export function ProjectBalancesCard({ businessId }: { businessId: string }) {
  const balances = useProjectBalances(businessId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="project-balances-heading">
      <CardContent>
        <Typography variant="h2" id="project-balances-heading" sx={{ fontSize: '1.25rem' }}>
          Project balances
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Open projects: the quote, what is paid, the deposit held as credit and what is still due.
        </Typography>
        <QueryState query={balances} what="project balances">
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">No open projects.</Typography>
            ) : (
              <TableScroll label="Project balances">
                <Table size="small" aria-labelledby="project-balances-heading">
                  <TableHead>
                    <TableRow>
                      <TableCell>Project</TableCell>
                      <TableCell align="right">Quote</TableCell>
                      <TableCell align="right">Paid</TableCell>
                      <TableCell align="right">Credit held</TableCell>
                      <TableCell align="right">Due</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((b) => {
                      const money = (n: number) => formatMoney(n, b.currency);
                      return (
                        <TableRow key={b.projectId} data-testid="project-balance">
                          <TableCell component="th" scope="row">
                            <Link
                              component={RouterLink}
                              to={`${studioPath(businessId, 'projects')}/${b.projectId}`}
                            >
                              {b.title}
                            </Link>
                            <Typography variant="body2" color="text.secondary">
                              {b.customerName} · {b.artistName} · {projectStateLabels[b.state]}
                            </Typography>
                          </TableCell>
                          <TableCell align="right">{money(b.quoteAmount)}</TableCell>
                          <TableCell align="right">{money(b.paidAmount)}</TableCell>
                          <TableCell align="right">{money(b.creditHeldAmount)}</TableCell>
                          <TableCell align="right">{money(b.dueAmount)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableScroll>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
