import { maxAttachmentsPerMessage, maxMessageLength } from '@linework/contract/chat';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { uploadFiles } from '../../../lib/upload.ts';
import { type ChatScope, scopeKey } from '../api/scope.ts';
import { enqueueMessage } from './outbox.ts';

const draftKey = (scope: ChatScope, conversationId: string) =>
  `linework.chat.draft.${scopeKey(scope)}.${conversationId}`;
const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Writes a message (the draft survives leaving the conversation) and attaches pictures. Render it
 * with `key={conversationId}`: each conversation has its own draft.
 */
export function Composer({ scope, conversationId }: { scope: ChatScope; conversationId: string }) {
  const client = useQueryClient();
  const { user } = useSession();
  const key = draftKey(scope, conversationId);
  const [text, setText] = useState(() => localStorage.getItem(key) ?? '');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  }, [key, text]);

  const tooLong = text.length > maxMessageLength;

  // Chosen pictures wait here, shown, until Send (or Remove): nothing leaves the device unseen.
  const [chosen, setChosen] = useState<{ file: File; url: string }[]>([]);
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  useEffect(
    () => () => {
      for (const c of chosenRef.current) URL.revokeObjectURL(c.url);
    },
    [],
  );

  const choose = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (picked.length === 0) return;
    if (chosen.length + picked.length > maxAttachmentsPerMessage) {
      toast.error(`Attach at most ${maxAttachmentsPerMessage} pictures to one message.`);
      return;
    }
    if (picked.some((f) => !imageTypes.includes(f.type))) {
      toast.error('Attach JPEG, PNG or WebP pictures.');
      return;
    }
    setChosen((c) => [...c, ...picked.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (index: number) => {
    const gone = chosen[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setChosen((c) => c.filter((_, i) => i !== index));
    // The control that had focus is gone: focus goes back to the message box.
    document.getElementById(inputId)?.focus();
  };

  const sendPictures = async () => {
    if (!user.data) return;
    if (!navigator.onLine) {
      toast.error('You are offline. Pictures can be sent once you are back online.');
      return;
    }
    setUploading(true);
    try {
      const items = chosen.map(({ file, url }) => ({
        url,
        path: `users/${user.data!.userId}/chat/${crypto.randomUUID()}.${extensionOf[file.type]}`,
      }));
      await uploadFiles(items, {});
      for (const item of items) URL.revokeObjectURL(item.url);
      enqueueMessage(client, {
        scope,
        conversationId,
        body: text.trim(),
        attachments: items.map((i) => ({ path: i.path })),
      });
      setChosen([]);
      setText('');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The picture could not be sent.');
    } finally {
      setUploading(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (tooLong || uploading) return;
    if (chosen.length > 0) {
      void sendPictures();
      return;
    }
    const body = text.trim();
    if (!body) return;
    enqueueMessage(client, { scope, conversationId, body, attachments: [] });
    setText('');
  };

  const inputId = `composer-${scopeKey(scope)}-${conversationId}`;
  return (
    <Stack component="form" onSubmit={submit} sx={{ pt: 1 }}>
      {chosen.length > 0 && (
        <Stack
          component="ul"
          aria-label="Pictures to send"
          direction="row"
          gap={1}
          flexWrap="wrap"
          sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}
        >
          {chosen.map((c, i) => (
            <Box component="li" key={c.url} sx={{ position: 'relative' }} data-testid="picture-preview">
              <Box
                component="img"
                src={c.url}
                alt={`Picture ${i + 1} to send`}
                sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={`Remove picture ${i + 1}`}
                onClick={() => remove(i)}
                disabled={uploading}
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Typography role="status" variant="caption" color="text.secondary" sx={{ minHeight: 0 }}>
        {uploading
          ? 'Sending the pictures…'
          : chosen.length > 0
            ? `${chosen.length === 1 ? '1 picture' : `${chosen.length} pictures`} ready: add a message if you like, then Send.`
            : ''}
      </Typography>
      <Stack direction="row" gap={1} alignItems="flex-end">
        <input
          ref={fileInput}
          type="file"
          accept={imageTypes.join(',')}
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="attach-input"
          onChange={(e) => choose(e.target.files)}
        />
        <IconButton
          aria-label="Attach pictures"
          onClick={() => fileInput.current?.click()}
          disabled={uploading || chosen.length >= maxAttachmentsPerMessage}
        >
          <AddPhotoAlternateIcon />
        </IconButton>
        <TextField
          id={inputId}
          label="Message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          helperText={
            tooLong ? `Keep a message under ${maxMessageLength} characters (${text.length} now).` : undefined
          }
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Send"
          disabled={(!text.trim() && chosen.length === 0) || tooLong || uploading}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
