import { describe, expect, it } from 'vitest';
import { inPlanWindow, nextPlanCycle, planChargeWindow } from './plan-schedule.ts';

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
