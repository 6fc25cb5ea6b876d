import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFile, FileInput, formatFileSize, type ChosenFile } from './file-input.tsx';

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
});
