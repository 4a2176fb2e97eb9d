import { updateShop } from '@linework/contract/endpoints/catalog';
import type { WorkingInterval } from '@linework/contract/staff-booking';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../lib/api-client.ts';
import { catalogKeys } from '../../../../lib/query-keys.ts';
import { toast } from '../../../../lib/toast.ts';
import { useWarnBeforeLeaving } from '../hours/form-helpers.ts';
import { WeeklyHoursEditor } from '../hours/weekly-hours-editor.tsx';

/**
 * The shop's opening hours, as its public page shows them: the same week editor as an artist's
 * hours. They do not make anyone bookable; each artist's own hours do.
 */
export function OpeningHours(props: {
  businessId: string;
  shopUrl: string;
  timeZone: string;
  hours: WorkingInterval[];
  onChanged(): unknown;
}) {
  const client = useQueryClient();
  const [dirty, setDirty] = useState(false);
  useWarnBeforeLeaving(dirty);
  const save = async (hours: WorkingInterval[]) => {
    await call(updateShop, { params: { businessId: props.businessId }, body: { hours } });
    // The public page reads the shop again the next time it opens.
    await Promise.all([
      props.onChanged(),
      client.invalidateQueries({ queryKey: catalogKeys.shop(props.shopUrl) }),
    ]);
    toast.success('Opening hours saved. The shop’s page shows them now.');
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <WeeklyHoursEditor
        kind="shop"
        timeZone={props.timeZone}
        intervals={props.hours}
        onSave={save}
        onDirtyChange={setDirty}
      />
    </Paper>
  );
}
