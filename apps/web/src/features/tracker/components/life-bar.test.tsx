import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LifeBar } from './life-bar.tsx';

describe('part life bar', () => {
  it.each([
    [100, 'green', 'progress-success'],
    [51, 'green', 'progress-success'],
    [50, 'yellow', 'progress-warning'],
    [21, 'yellow', 'progress-warning'],
    [20, 'red', 'progress-error'],
    [0, 'red', 'progress-error'],
  ])('at %d%% is %s', (percent, colour, className) => {
    render(<LifeBar percent={percent} label="Sediment cartridge remaining life" />);
    const bar = screen.getByRole('progressbar', { name: 'Sediment cartridge remaining life' });
    expect(bar).toHaveAttribute('data-colour', colour);
    expect(bar).toHaveClass(className);
    expect(bar).toHaveAttribute('value', String(percent));
  });
});
