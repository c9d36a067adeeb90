import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './QuantityStepper';

function Harness({ max, start = 1 }: { max: number; start?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} max={max} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('stays within 1..max with the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    const input = screen.getByLabelText('Tickets');
    expect(screen.getByRole('button', { name: 'Fewer tickets' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More tickets' }));
    await user.click(screen.getByRole('button', { name: 'More tickets' }));
    expect(input).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'More tickets' })).toBeDisabled();
    expect(screen.getByText('From 1 to 3 per booking')).toBeInTheDocument();
  });

  it('clamps typed values when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness max={10} />);
    const input = screen.getByLabelText('Tickets');
    await user.clear(input);
    await user.type(input, '42');
    await user.tab();
    expect(input).toHaveValue(10);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
  });

  it('says when only one ticket is left', () => {
    render(<Harness max={1} />);
    expect(screen.getByText('Only 1 ticket left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More tickets' })).toBeDisabled();
  });
});
