import { useCallback, useId, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, LIMITS, cardImageUrl } from '@/contract';
import { platform, serverFileUrl, type PickImage } from '@/lib/platform';
import { FormField, fieldLabelId } from './form-field';
import './image-field.css';

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const MEGABYTE = 1024 * 1024;
const MAX_MB = Math.round(LIMITS.imageBytes / MEGABYTE);

/** The server's own words for the same refusals, so the admin reads one message either way. */
export const NOT_AN_ACCEPTED_IMAGE = 'The file is not an image we accept: use PNG, JPEG, WebP or GIF';

const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/** Why a chosen file cannot be uploaded, or null when it can (checked before anything is sent). */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.some((type) => type === file.type)) return NOT_AN_ACCEPTED_IMAGE;
  if (file.size > LIMITS.imageBytes) {
    return `Images can be at most ${MAX_MB} MB (this one is ${megabytes(file.size)})`;
  }
  return null;
}

export interface ImageFieldProps {
  label: string;
  /** The form field's name (also the multipart part's name). */
  name: string;
  /** The image the record has now (edit forms), shown until another is chosen. */
  currentUrl?: string | undefined;
  /** The chosen file, or null. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Upload progress in percent while the form is sent; null or absent otherwise. */
  progress?: number | null;
  /** A message about the image from the form (e.g. the server's reason). */
  error?: string | undefined;
  /** How a file is chosen; by default the platform's (the desktop app's native dialog) or the browser's input. */
  pickFile?: PickImage | undefined;
  /** The current image is to go when the form is saved (edit forms that let it be removed). */
  currentRemoved?: boolean;
  /** Removing the current image, or keeping it after all; without it, it can only be replaced. */
  onCurrentRemovedChange?: ((removed: boolean) => void) | undefined;
}

interface PickerProps {
  id: string;
  name: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  onPick: (file: File | null) => void;
  /** The platform refused the chosen file (its message says why). */
  onRefuse: (message: string) => void;
  pickFile: PickImage | undefined;
}

/** The one place that knows how a file is chosen: the browser's file input, or the platform's picker. */
function FilePicker({ id, name, describedBy, invalid, onPick, onRefuse, pickFile }: PickerProps) {
  if (pickFile) {
    return (
      <button
        id={id}
        type="button"
        className="btn btn--ghost image-field__choose"
        // 'Image Choose image…': the field's label and the words on the button.
        aria-labelledby={`${fieldLabelId(id)} ${id}-text`}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onClick={() => {
          pickFile().then(
            (file) => {
              if (file) onPick(file);
            },
            (error: unknown) => onRefuse(error instanceof Error ? error.message : String(error)),
          );
        }}
      >
        <span id={`${id}-text`}>Choose image…</span>
      </button>
    );
  }
  return (
    <input
      id={id}
      name={name}
      type="file"
      accept={ACCEPT}
      className="image-field__input"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(event) => onPick(event.target.files?.[0] ?? null)}
    />
  );
}

/** The chosen file shown from a temporary object URL, released when the file changes or the field goes. */
function ChosenPreview({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className="image-field__image" alt="Preview of the chosen image" />;
}

function CurrentPreview({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <NoImage text="The current image could not be loaded" />;
  return (
    <img
      className="image-field__image"
      src={serverFileUrl(cardImageUrl(url))}
      alt="Current image"
      onError={() => setBroken(true)}
    />
  );
}

function NoImage({ text }: { text: string }) {
  return <span className="image-field__empty">{text}</span>;
}

/**
 * An optional image for a record: choose a file (checked here for type and size before any
 * upload), see it, remove it again, and follow the upload's progress while the form is sent.
 */
export function ImageField({
  label,
  name,
  currentUrl,
  file,
  onFileChange,
  progress = null,
  error,
  pickFile,
  currentRemoved = false,
  onCurrentRemovedChange,
}: ImageFieldProps) {
  const id = `${useId()}-${name}`;
  const [rejection, setRejection] = useState<string | null>(null);
  // A new key gives a fresh, empty file input (a file input's value cannot be set otherwise).
  const [pickerKey, setPickerKey] = useState(0);
  const message = rejection ?? error;

  function choose(next: File | null) {
    if (next) {
      const problem = checkImageFile(next);
      setRejection(problem);
      if (problem) {
        setPickerKey((key) => key + 1);
        onFileChange(null);
        return;
      }
    } else {
      setRejection(null);
    }
    onFileChange(next);
  }

  function refuse(problem: string) {
    setRejection(problem);
    onFileChange(null);
  }

  function remove() {
    setRejection(null);
    setPickerKey((key) => key + 1);
    onFileChange(null);
  }

  return (
    <FormField
      id={id}
      label={label}
      hint={`Optional. PNG, JPEG, WebP or GIF, at most ${MAX_MB} MB.`}
      error={message ?? undefined}
      className="image-field"
      announceError
    >
      {(control) => (
        <div className="image-field__body">
          <div className="image-field__preview">
            {file ? (
              <ChosenPreview file={file} />
            ) : currentUrl && currentRemoved ? (
              <NoImage text="No image once saved" />
            ) : currentUrl ? (
              <CurrentPreview key={currentUrl} url={currentUrl} />
            ) : (
              <NoImage text="No image" />
            )}
          </div>
          <div className="image-field__controls">
            <FilePicker
              key={pickerKey}
              id={control.id}
              name={name}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
              onPick={choose}
              onRefuse={refuse}
              pickFile={pickFile ?? platform().pickImage}
            />
            {file && (
              <div className="image-field__chosen">
                <span className="image-field__file-name">
                  {file.name} ({megabytes(file.size)})
                </span>
                <button type="button" className="image-field__remove" onClick={remove}>
                  Remove chosen image
                </button>
              </div>
            )}
            {!file && currentUrl && onCurrentRemovedChange && (
              <button
                type="button"
                className="image-field__remove"
                onClick={() => onCurrentRemovedChange(!currentRemoved)}
              >
                {currentRemoved ? 'Keep the current image' : 'Remove the current image'}
              </button>
            )}
            {progress !== null && (
              <div className="image-field__progress">
                <progress
                  className="image-field__bar"
                  max={100}
                  value={progress}
                  aria-label="Upload progress"
                >
                  {progress}%
                </progress>
                <span className="image-field__percent" aria-hidden="true">
                  Uploading… {progress}%
                </span>
              </div>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
