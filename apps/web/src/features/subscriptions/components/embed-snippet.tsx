import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { embedMessageType } from '../../../embed/embed-height.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The HTML an artist pastes into their own site: the iframe, and a few lines that resize it when
 * the form tells its height (only messages from Linework's origin and from that very frame count).
 */
export function embedSnippet(origin: string, path: string, name: string): string {
  const id = `linework-follow-${path.split('/').at(-1)}`;
  return `<iframe id="${id}" src="${origin}${path}/subscribe/embed" title="Follow ${name.replaceAll('"', '&quot;')}" style="width:100%;max-width:520px;border:0" height="640" loading="lazy"></iframe>
<script>
window.addEventListener('message', function (e) {
  var frame = document.getElementById('${id}');
  if (e.origin !== '${origin}' || !frame || e.source !== frame.contentWindow) return;
  if (e.data && e.data.type === '${embedMessageType}') frame.style.height = e.data.height + 'px';
});
</script>`;
}

export function EmbedSnippet(props: { path: string; name: string }) {
  const snippet = embedSnippet(publicOrigin(), props.path, props.name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success('Copied. Paste it into your website’s HTML.');
    } catch {
      toast.error('Could not copy. Select the text and copy it yourself.');
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Put this form on your own website
      </Typography>
      <Typography color="text.secondary">
        Are you {props.name}? Paste this into your site’s HTML: visitors can follow you without leaving it,
        and the form grows to fit.
      </Typography>
      <TextField
        label="Embed code"
        value={snippet}
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
        }}
        onFocus={(e) => e.target.select()}
      />
      <Button
        startIcon={<ContentCopyIcon />}
        variant="outlined"
        onClick={copy}
        sx={{ alignSelf: 'flex-start' }}
      >
        Copy embed code
      </Button>
    </Stack>
  );
}
