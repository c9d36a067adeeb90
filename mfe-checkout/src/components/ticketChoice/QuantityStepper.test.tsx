import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './QuantityStepper';

function Harness({ min = 0, max, start = 0 }: { min?: number; max: number; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      min={min}
      max={max}
      onChange={setValue}
      label="Foreign adult"
      fewerLabel="Fewer Foreign adult tickets"
      moreLabel="More Foreign adult tickets"
      countLabel="Foreign adult tickets"
      hint="100$ each · Bring: Passport"
    />
  );
}

describe('QuantityStepper', () => {
  it('stays within min..max with the buttons, named after what it counts', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Foreign adult' });
    expect(input).toHaveAccessibleDescription('100$ each · Bring: Passport');
    expect(screen.getByRole('button', { name: 'Fewer Foreign adult tickets' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    expect(input).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'More Foreign adult tickets' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fewer Foreign adult tickets' }));
    expect(input).toHaveValue(1);
  });

  it('announces the new count while focus stays on the button', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} />);
    const more = screen.getByRole('button', { name: 'More Foreign adult tickets' });
    await user.click(more);
    expect(more).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('1');
  });

  it('takes a typed quantity within the limits at once', async () => {
    const user = userEvent.setup();
    render(<Harness max={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Foreign adult' });
    await user.clear(input);
    await user.type(input, '3');
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'More Foreign adult tickets' })).toBeEnabled();
  });

  it('clamps typed values when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness min={1} max={10} start={1} />);
    const input = screen.getByLabelText('Foreign adult');
    await user.clear(input);
    await user.type(input, '42');
    await user.tab();
    expect(input).toHaveValue(10);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
  });

  it('cannot go up when nothing more may be added', () => {
    render(<Harness max={0} />);
    expect(screen.getByRole('button', { name: 'More Foreign adult tickets' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer Foreign adult tickets' })).toBeDisabled();
  });
});
