import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddPaymentMethod } from './AddPaymentMethod';

describe('AddPaymentMethod', () => {
  it('validates the email and says honestly that adding cards is coming soon', async () => {
    const user = userEvent.setup();
    render(<AddPaymentMethod />);
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nour@');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(screen.getByText('Adding cards is coming soon')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was sent to nour@example.com/)).toBeInTheDocument();
  });
});
