import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installPlatform, platform } from '@/lib/platform';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { ImageField, type ImageFieldProps } from './image-field';

const png = (name = 'photo.png', bytes = 2048) => {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** The field as a form holds it: the chosen file lives in the form's state. */
function Harness(props: Partial<ImageFieldProps> & { onChosen?: (file: File | null) => void }) {
  const { onChosen, ...rest } = props;
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageField
      label="Image"
      name="meetingImage"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onChosen?.(next);
      }}
      {...rest}
    />
  );
}

// The browser's `accept` filter is not applied, to see what the field itself does with any file.
const user = () => userEvent.setup({ applyAccept: false });

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => {
  urls.restore();
});

describe('ImageField', () => {
  it('is a labelled file input for PNG, JPEG, WebP and GIF, with a hint', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'meetingImage');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription('Optional. PNG, JPEG, WebP or GIF, at most 5 MB.');
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('previews the chosen image and releases the preview when it changes or goes away', async () => {
    const onChosen = vi.fn();
    const { unmount } = render(<Harness onChosen={onChosen} />);
    const first = png('first.png');
    await user().upload(screen.getByLabelText('Image'), first);

    expect(onChosen).toHaveBeenLastCalledWith(first);
    expect(urls.create).toHaveBeenCalledWith(first);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('first.png (0.0 MB)')).toBeInTheDocument();

    await user().upload(screen.getByLabelText('Image'), png('second.png'));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview).toHaveAttribute('src', 'blob:preview-2');

    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(urls.revoke).toHaveBeenCalledTimes(2);
  });

  it('refuses a text file before anything is uploaded, with the reason next to the field', async () => {
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user().upload(screen.getByLabelText('Image'), text);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
    );
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(/not an image we accept/);
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect(onChosen).not.toHaveBeenCalledWith(text);
    expect(urls.create).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();

    // A good file afterwards clears the message.
    await user().upload(screen.getByLabelText('Image'), png());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an image over 5 MB', async () => {
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    await user().upload(screen.getByLabelText('Image'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Images can be at most 5 MB (this one is 5.0 MB)');
    expect(onChosen).toHaveBeenLastCalledWith(null);

    // Exactly 5 MB is fine.
    await user().upload(screen.getByLabelText('Image'), png('edge.png', 5 * 1024 * 1024));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChosen).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'edge.png' }));
  });

  it('shows the current image until another is chosen, and comes back to it on remove', async () => {
    render(<Harness currentUrl="/uploads/0123456789abcdef0123456789abcdef.webp" />);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    await user().upload(screen.getByLabelText('Image'), png());
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Remove chosen image' }));
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByLabelText('Image')).toHaveValue('');
  });

  it('shows the upload progress with an accessible label while the form is sent', () => {
    const { rerender } = render(
      <ImageField label="Image" name="courseImage" file={null} onFileChange={vi.fn()} />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(
      <ImageField label="Image" name="courseImage" file={null} onFileChange={vi.fn()} progress={40} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
  });

  it("shows the form's own message about the image", () => {
    render(<Harness error="The image could not be read" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The image could not be read');
  });

  it('lets the platform choose the file instead of the browser (desktop app)', async () => {
    const chosen = png('from-dialog.png');
    const pickFile = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(chosen);
    const onChosen = vi.fn();
    render(<Harness pickFile={pickFile} onChosen={onChosen} />);
    const button = screen.getByRole('button', { name: 'Image Choose image…' });

    await user().click(button); // cancelled: nothing changes
    expect(onChosen).not.toHaveBeenCalled();
    await user().click(button);
    expect(onChosen).toHaveBeenLastCalledWith(chosen);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
  });

  it("shows the platform's reason when it refuses the chosen file, and keeps no file", async () => {
    const pickFile = vi.fn().mockRejectedValueOnce(new Error('notes.png is not an image we accept'));
    const onChosen = vi.fn();
    render(<Harness pickFile={pickFile} onChosen={onChosen} />);
    await user().click(screen.getByRole('button', { name: 'Image Choose image…' }));
    expect(await screen.findByText('notes.png is not an image we accept')).toBeInTheDocument();
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it('uses the installed platform picker when the form gives none', async () => {
    const chosen = png('native.png');
    const previous = platform();
    installPlatform({ ...previous, pickImage: vi.fn().mockResolvedValue(chosen) });
    try {
      const onChosen = vi.fn();
      render(<Harness onChosen={onChosen} />);
      expect(screen.queryByLabelText('Image', { selector: 'input[type=file]' })).not.toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Image Choose image…' }));
      expect(onChosen).toHaveBeenLastCalledWith(chosen);
    } finally {
      installPlatform(previous);
    }
  });
});
