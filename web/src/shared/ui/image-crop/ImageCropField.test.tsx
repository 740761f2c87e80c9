import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@gamelot/contract/rules';
import { calls, errorResponse, jsonResponse, mockApi, networkError } from '@/test/fetch-mock';
import { mediaFileFixture } from '@/test/media-fixtures';
import { renderWithProviders } from '@/test/render';
import { ImageCropField } from './ImageCropField';

const cropImageToFile = vi.hoisted(() => vi.fn());
vi.mock('./crop-image', () => ({ cropImageToFile }));

function Harness({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageCropField
      label="Изображение оффера"
      value={value}
      previewAlt="Текущее изображение"
      aspect={16 / 9}
      target="offers"
      tooLargeMessage="File size exceeds 5MB limit"
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

function image(name = 'shot.png', size = 1000, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openCrop(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(/Изображение оффера/), image());
  const dialog = await screen.findByRole('dialog', { name: 'Обрезка изображения' });
  const img = screen.getByAltText('Выбранное изображение');
  Object.defineProperty(img, 'naturalWidth', { value: 1600 });
  Object.defineProperty(img, 'naturalHeight', { value: 900 });
  Object.defineProperty(img, 'width', { value: 800 });
  fireEvent.load(img);
  return dialog;
}

beforeEach(() => {
  // jsdom has no scrolling; react-image-crop scrolls its selection into view on focus.
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:chosen'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  cropImageToFile.mockReset();
});

describe('ImageCropField', () => {
  it('refuses a file over 5 MB with the page text and opens no dialog', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.upload(screen.getByLabelText(/Изображение оффера/), image('big.png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.upload(screen.getByLabelText(/Изображение оффера/), image('a.pdf', 10, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Можно выбрать только изображение');
  });

  it('opens an accessible crop dialog; Escape cancels and nothing is uploaded', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const dialog = await openCrop(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Применить' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cropImageToFile).not.toHaveBeenCalled();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('keeps Tab inside the dialog', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const dialog = await openCrop(user);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('crops, uploads the JPEG to offers and hands back the url', async () => {
    const cropped = new File(['jpeg'], '1752660000000.jpg', { type: 'image/jpeg' });
    cropImageToFile.mockResolvedValue(cropped);
    const fetchMock = mockApi({
      'POST /api/media/upload/offers': () => jsonResponse([mediaFileFixture('/media/offers/new.jpg')]),
    });
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={onChange} />);
    await openCrop(user);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/offers/new.jpg'));
    expect(cropImageToFile.mock.calls[0]![1]).toMatchObject({ unit: '%', width: 80, height: 80 });
    expect(calls(fetchMock)).toEqual(['POST /api/media/upload/offers']);
    const sent = (fetchMock.mock.calls[0]![1]?.body as FormData).get('files') as File;
    expect(sent.name).toBe('1752660000000.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(screen.getByAltText('Текущее изображение')).toHaveAttribute('src', '/media/offers/new.jpg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message, else «Не удалось загрузить файл»", async () => {
    cropImageToFile.mockResolvedValue(new File(['jpeg'], '1.jpg', { type: 'image/jpeg' }));
    let answer = () => errorResponse(400, 'The image is damaged or incomplete');
    mockApi({ 'POST /api/media/upload/offers': () => answer() });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await openCrop(user);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is damaged or incomplete');

    answer = networkError;
    await openCrop(user);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить файл'));
  });

  it('reports a crop failure in the interface language, not the browser error', async () => {
    cropImageToFile.mockRejectedValue(new Error('Canvas 2D is not available'));
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await openCrop(user);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ошибка обработки изображения: не удалось сохранить обрезанное изображение',
    );
    expect(alert).not.toHaveTextContent('Canvas');
  });
});
