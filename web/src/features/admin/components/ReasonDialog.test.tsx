import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_REASON_MAX } from '@gamelot/contract/orders';
import { MESSAGES } from '@gamelot/contract/messages';
import { i18n } from '@/shared/i18n/i18n';
import { ApiError } from '@/shared/api-client/api-error';
import { renderWithProviders } from '@/test/render';
import { ReasonDialog } from './ReasonDialog';

function setup(act: (reason: string) => Promise<unknown> = () => Promise.resolve()) {
  const decide = vi.fn(act);
  const onClose = vi.fn();
  renderWithProviders(<ReasonDialog title="Approve" confirm="Approve it" act={decide} onClose={onClose} />);
  const field = () => screen.getByRole('textbox');
  return { decide, onClose, field, user: userEvent.setup({ delay: null }) };
}

describe('ReasonDialog', () => {
  it('asks for a reason, in Russian, and decides nothing', async () => {
    const { user, decide, field } = setup();
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByText('Укажите причину: её увидит пользователь')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(decide).not.toHaveBeenCalled();
  });

  it('refuses a reason over the limit, in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, decide, field } = setup();
    await user.click(field());
    await user.paste('x'.repeat(ADMIN_REASON_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByText('A reason can be at most 1000 characters')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
  });

  it("decides with the schema's output, disabled while it goes, then closes", async () => {
    let done!: () => void;
    const { user, decide, onClose, field } = setup(() => new Promise<void>((resolve) => (done = resolve)));
    await user.type(field(), '  Checked the card  ');
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    await vi.waitFor(() => expect(decide).toHaveBeenCalledWith('Checked the card'));
    expect(screen.getByRole('button', { name: 'Approve it' })).toBeDisabled();
    done();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal", async () => {
    const { user, field } = setup(() =>
      Promise.reject(
        new ApiError({
          kind: 'bad-request',
          status: 409,
          message: MESSAGES.withdrawalDecided,
          body: { message: MESSAGES.withdrawalDecided },
        }),
      ),
    );
    await user.type(field(), 'Checked');
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.withdrawalDecided);
  });
});
