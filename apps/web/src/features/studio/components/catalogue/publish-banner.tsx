import type { BusinessShop } from '@linework/contract/business';
import { publishBusiness } from '@linework/contract/endpoints/business';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { call } from '../../../../lib/api-client.ts';
import { FormError } from './form-error.tsx';

/** While the shop is not live: what it still needs, and the button that puts it live. */
export function PublishBanner(props: { businessId: string; data: BusinessShop; onChanged(): unknown }) {
  const { checklist, publishedAt, shop } = props.data;
  const publish = useMutation({
    mutationFn: () => call(publishBusiness, { params: { businessId: props.businessId } }),
    onSuccess: () => props.onChanged(),
  });
  if (publishedAt)
    return (
      <Alert severity="success" role="status">
        Your shop is live at{' '}
        <Link component={RouterLink} to={`/shop/${shop.shopUrl}`}>
          /shop/{shop.shopUrl}
        </Link>
        .
      </Alert>
    );
  const missing = [
    !checklist.hasArtistWithHours && 'an artist with working hours (Hours and booking)',
    !checklist.hasService && 'a service one of its artists offers',
  ].filter(Boolean);
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          onClick={() => publish.mutate()}
          loading={publish.isPending}
          disabled={missing.length > 0}
        >
          Publish
        </Button>
      }
    >
      Not published yet: customers cannot find or book the shop.
      {missing.length > 0 ? ` It still needs ${missing.join(' and ')}.` : ' Everything is ready.'}
      <FormError error={publish.error} />
    </Alert>
  );
}
