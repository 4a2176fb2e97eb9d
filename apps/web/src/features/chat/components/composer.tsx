import { maxAttachmentsPerMessage, maxMessageLength } from '@linework/contract/chat';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || tooLong) return;
    enqueueMessage(client, { scope, conversationId, body, attachments: [] });
    setText('');
  };

  const attach = async (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (picked.length === 0 || !user.data) return;
    if (picked.length > maxAttachmentsPerMessage) {
      toast.error(`Attach at most ${maxAttachmentsPerMessage} pictures to one message.`);
      return;
    }
    if (picked.some((f) => !imageTypes.includes(f.type))) {
      toast.error('Attach JPEG, PNG or WebP pictures.');
      return;
    }
    if (!navigator.onLine) {
      toast.error('You are offline. Pictures can be sent once you are back online.');
      return;
    }
    setUploading(true);
    try {
      const items = picked.map((file) => ({
        url: URL.createObjectURL(file),
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
      setText('');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The picture could not be sent.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack component="form" direction="row" gap={1} alignItems="flex-end" onSubmit={submit} sx={{ pt: 1 }}>
      <input
        ref={fileInput}
        type="file"
        accept={imageTypes.join(',')}
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="attach-input"
        onChange={(e) => void attach(e.target.files)}
      />
      <IconButton
        aria-label="Attach pictures"
        onClick={() => fileInput.current?.click()}
        disabled={uploading}
      >
        <AddPhotoAlternateIcon />
      </IconButton>
      <TextField
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
        disabled={!text.trim() || tooLong || uploading}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
}
