import Button from '@mui/material/Button';
import { useId } from 'react';

/** The picture types uploads take (the API re-encodes or checks them). */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/heic';

/** A button that opens the file picker for pictures and hands over the ones chosen. */
export function AddPicturesButton({
  onPick,
  loading,
  disabled,
  label = 'Add pictures',
  describedBy,
  variant = 'contained',
}: {
  onPick(files: File[]): void;
  loading?: boolean;
  disabled?: boolean;
  label?: string;
  describedBy?: string;
  variant?: 'contained' | 'outlined';
}) {
  const id = useId();
  return (
    <>
      <Button component="label" htmlFor={id} variant={variant} loading={loading} disabled={disabled}>
        {label}
      </Button>
      <input
        id={id}
        type="file"
        accept={pictureTypes}
        multiple
        hidden
        aria-label="Add pictures"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Cleared, so choosing the same file again still counts as a choice.
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
    </>
  );
}
