import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardForm } from './card-form.tsx';

describe('card form', () => {
  it('hardening 10: formats the expiry as it is typed and pays with it', async () => {
    const onPay = vi.fn();
    const user = userEvent.setup();
    render(<CardForm phase="idle" error={null} onPay={onPay} />);
    const expiry = screen.getByLabelText('Expiry (MM/YY)');

    await user.type(expiry, '1234');
    expect(expiry).toHaveValue('12/34');
    await user.clear(expiry);
    await user.type(expiry, '2/3x1');
    expect(expiry).toHaveValue('02/31');

    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Dana Smith');
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));

    expect(screen.queryByText('Enter the expiry date as MM/YY.')).toBeNull();
    expect(onPay).toHaveBeenCalledOnce();
  });
});
