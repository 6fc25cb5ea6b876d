import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from '../../lib/compress-image.ts';
import { ApiError } from '../../lib/api-client.ts';
import { checkFile, FileInput, formatFileSize, type ChosenFile } from './file-input.tsx';

vi.mock('../../lib/compress-image.ts', () => ({ compressImage: vi.fn(async (f: File) => f) }));

afterEach(cleanup);

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

function Receipt({ onChoose, progress = null }: { onChoose?: (f: File) => void; progress?: number | null }) {
  const [value, setValue] = useState<ChosenFile | null>(null);
  return (
    <FileInput
      label="Comprovativo de pagamento"
      required
      value={value}
      progress={progress}
      testId="proof-file"
      onChoose={(f) => {
        onChoose?.(f);
        setValue({ name: f.name, size: f.size });
      }}
      onRemove={() => setValue(null)}
    />
  );
}

describe('file input', () => {
  it('checks type and size with the spec messages', () => {
    expect(checkFile(file('a.svg', 10, 'image/svg+xml'))).toBe('Apenas imagens PNG, JPG ou PDF são permitidos');
    expect(checkFile(file('a.png', 5 * 1024 * 1024 + 1))).toBe('O ficheiro deve ter no máximo 5MB');
    expect(checkFile(file('recibo.PDF', 10, ''))).toBeNull();
    expect(checkFile(file('a.JPEG', 10, ''))).toBeNull();
    expect(checkFile(file('a.docx', 1, 'application/msword'))).toBe('Apenas imagens PNG, JPG ou PDF são permitidos');
    expect(formatFileSize(12_595)).toBe('12,3 KB');
    expect(formatFileSize(1_468_006)).toBe('1,4 MB');
  });

  it('shows the chosen file by name and size with Remover, and takes it back', async () => {
    const onChoose = vi.fn();
    render(<Receipt onChoose={onChoose} />);
    const input = screen.getByLabelText(/Comprovativo de pagamento/);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('PNG, JPG ou PDF, até 5 MB.');
    fireEvent.change(input, { target: { files: [file('recibo.pdf', 2048, 'application/pdf')] } });
    await waitFor(() => expect(screen.getByTestId('proof-file').textContent).toContain('recibo.pdf'));
    expect(screen.getByTestId('proof-file').textContent).toContain('2,0 KB');
    expect(onChoose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remover recibo.pdf' }));
    expect(screen.queryByTestId('proof-file')).toBeNull();
    expect(screen.getByLabelText(/Comprovativo de pagamento/)).toBeTruthy();
  });

  it('refuses a wrong file beside the field and never hands it on', async () => {
    const onChoose = vi.fn();
    render(<Receipt onChoose={onChoose} />);
    const input = screen.getByLabelText(/Comprovativo de pagamento/);
    fireEvent.change(input, { target: { files: [file('contrato.docx', 100, 'application/msword')] } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.parentElement?.textContent).toContain('Apenas imagens PNG, JPG ou PDF são permitidos');
    fireEvent.change(input, { target: { files: [file('grande.pdf', 6 * 1024 * 1024, 'application/pdf')] } });
    await waitFor(() => expect(input.parentElement?.textContent).toContain('O ficheiro deve ter no máximo 5MB'));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the progress while sending, and no removing meanwhile', () => {
    function Sending() {
      return <FileInput label="Comprovativo" value={{ name: 'recibo.png', size: 4096 }} progress={0.42} onChoose={() => {}} onRemove={() => {}} />;
    }
    render(<Sending />);
    const bar = screen.getByRole('progressbar', { name: 'Envio de recibo.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(42);
    expect(screen.getByText(/A enviar recibo\.png \(4,0 KB\)… 42%/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remover recibo.png' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('makes a large photo smaller before handing it on, so a phone photo of a receipt fits', async () => {
    const small = file('recibo.jpg', 900 * 1024, 'image/jpeg');
    vi.mocked(compressImage).mockResolvedValueOnce(small);
    const onChoose = vi.fn();
    render(<Receipt onChoose={onChoose} />);
    fireEvent.change(screen.getByLabelText(/Comprovativo de pagamento/), { target: { files: [file('recibo.png', 7 * 1024 * 1024)] } });
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(small));
    expect(screen.getByTestId('proof-file').textContent).toContain('900,0 KB');
  });

  it('sends a file as soon as it is chosen, with its progress, and hands on the answer', async () => {
    let progress: (f: number) => void = () => {};
    let stored: (answer: { id: string }) => void = () => {};
    const send = vi.fn((_f: File, onProgress: (f: number) => void) => {
      progress = onProgress;
      return new Promise<{ id: string }>((resolve) => (stored = resolve));
    });
    const onChoose = vi.fn();
    const onBusyChange = vi.fn();
    render(<FileInput label="Comprovativo de transferência" value={null} send={send} onChoose={onChoose} onRemove={() => {}} onBusyChange={onBusyChange} />);
    fireEvent.change(screen.getByLabelText(/Comprovativo de transferência/), { target: { files: [file('recibo.pdf', 2048, 'application/pdf')] } });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    act(() => progress(0.5));
    expect((screen.getByRole('progressbar', { name: 'Envio de recibo.pdf' }) as HTMLProgressElement).value).toBe(50);
    expect((screen.getByLabelText(/Comprovativo de transferência/) as HTMLInputElement).disabled).toBe(true);
    await act(async () => stored({ id: 'p-1' }));
    expect(onChoose).toHaveBeenCalledWith(expect.any(File), { id: 'p-1' });
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a refused sending beside the field and lets the person choose again', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('Carregou demasiados ficheiros nesta hora. Tente novamente mais tarde.', 'RATE_LIMITED', 429)));
    const onChoose = vi.fn();
    render(<FileInput label="Comprovativo" value={null} send={send} onChoose={onChoose} onRemove={() => {}} />);
    const input = screen.getByLabelText(/Comprovativo/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('recibo.pdf', 2048, 'application/pdf')] } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.parentElement?.textContent).toContain('Carregou demasiados ficheiros nesta hora.');
    // Read out as it appears, since the person is not on the field's error when the sending ends.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain('Carregou demasiados ficheiros nesta hora.');
    expect(input.disabled).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
