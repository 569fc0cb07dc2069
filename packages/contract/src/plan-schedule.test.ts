import { describe, expect, it } from 'vitest';
import { fittedOn, inPlanWindow, nextPlanCycle, planChargeWindow } from './plan-schedule.ts';

describe('nextPlanCycle', () => {
  const base = { lifespanMonths: 6, leadDays: 7, today: '2027-01-01' };

  it('charges the first cycle a lead time before the part is due', () => {
    expect(nextPlanCycle({ ...base, partDueOn: '2027-03-10', lastDueOn: null })).toEqual({
      dueOn: '2027-03-10',
      chargeOn: '2027-03-03',
    });
  });

  it('charges today when the part is overdue or due within the lead time', () => {
    expect(nextPlanCycle({ ...base, partDueOn: '2026-12-01', lastDueOn: null })).toEqual({
      dueOn: '2026-12-01',
      chargeOn: '2027-01-01',
    });
    expect(nextPlanCycle({ ...base, partDueOn: '2027-01-04', lastDueOn: null }).chargeOn).toBe(
      '2027-01-01',
    );
  });

  it('goes on one lifespan after a shipped cycle when the part was not reset', () => {
    const next = nextPlanCycle({ ...base, partDueOn: '2027-03-10', lastDueOn: '2027-03-10' });
    expect(next).toEqual({ dueOn: '2027-09-10', chargeOn: '2027-09-03' });
  });

  it('follows a reset or Replaced after the shipment', () => {
    const next = nextPlanCycle({ ...base, partDueOn: '2027-09-05', lastDueOn: '2027-03-10' });
    expect(next.dueOn).toBe('2027-09-05');
  });

  it('never answers a due date already shipped', () => {
    const next = nextPlanCycle({ ...base, partDueOn: '2027-02-01', lastDueOn: '2027-03-10' });
    expect(next.dueOn > '2027-03-10').toBe(true);
  });

  it('goes on one lifespan after the day an overdue part shipped, never from a missed due date', () => {
    // Installed 2025-01-01 with a 6-month part, turned on 2026-11-29: it ships once, that day.
    const first = nextPlanCycle({
      ...base,
      today: '2026-11-29',
      partDueOn: '2025-07-01',
      lastDueOn: null,
    });
    expect(first).toEqual({ dueOn: '2025-07-01', chargeOn: '2026-11-29' });
    const fitted = fittedOn(first.dueOn, '2026-11-29');
    expect(fitted).toBe('2026-11-29');
    const next = nextPlanCycle({
      ...base,
      today: '2026-11-30',
      partDueOn: '2025-07-01',
      lastDueOn: fitted,
    });
    expect(next).toEqual({ dueOn: '2027-05-29', chargeOn: '2027-05-22' });
  });

  it('counts a box shipped ahead of its due date as fitted on the due date', () => {
    expect(fittedOn('2027-03-10', '2027-03-03')).toBe('2027-03-10');
  });

  it('never charges on or before the day the last box counts as fitted', () => {
    // A one-month part with a lead time longer than its life would otherwise charge at once.
    const next = nextPlanCycle({
      ...base,
      lifespanMonths: 1,
      leadDays: 40,
      today: '2027-01-01',
      partDueOn: '2026-12-01',
      lastDueOn: '2027-01-01',
    });
    expect(next).toEqual({ dueOn: '2027-02-01', chargeOn: '2027-01-02' });
  });

  it('clamps month ends like the due dates My Products shows', () => {
    const next = nextPlanCycle({
      ...base,
      lifespanMonths: 1,
      partDueOn: '2027-01-31',
      lastDueOn: '2027-01-31',
    });
    expect(next.dueOn).toBe('2027-02-28');
  });
});

describe('planChargeWindow', () => {
  it('runs from 30 days before the due date to 45 days after', () => {
    expect(planChargeWindow('2027-06-30', '2027-01-01')).toEqual({
      from: '2027-05-31',
      to: '2027-08-14',
    });
  });

  it('never starts before tomorrow', () => {
    const window = planChargeWindow('2027-01-10', '2027-01-05');
    expect(window.from).toBe('2027-01-06');
    expect(inPlanWindow('2027-01-05', window)).toBe(false);
    expect(inPlanWindow('2027-02-24', window)).toBe(true);
    expect(inPlanWindow('2027-02-25', window)).toBe(false);
  });
});
