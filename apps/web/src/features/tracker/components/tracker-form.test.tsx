import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/render-app.tsx';
import { trackerFormDefaults } from '../model/tracker-form-values.ts';
import { TrackerForm } from './tracker-form.tsx';

const target = { productId: 'p-1', name: 'PureFlow RO', imageUrl: '' };
const estimate = {
  tdsValue: 319,
  rating: 'Fair',
  colour: 'amber',
  state: 'TX',
  stateName: 'Texas',
  hardness: { mgL: 259, gpg: 15.1, classification: 'very hard' },
  note: 'Typical for Texas: an estimate from regional data, not a measurement of your tap water.',
  attribution: 'GeoNames',
};

type Contact = {
  email: string | null;
  phoneNumber: string | null;
  address?: { zip: string | null };
};

function renderForm(
  houseZip: string | null = '77429',
  contact: Contact = { email: 'dana@example.com', phoneNumber: null },
) {
  const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: estimate } }));
  vi.stubGlobal('fetch', fetchStub);
  const onSave = vi.fn();
  const houseData = {
    peopleNumber: 3,
    petsNumber: 0,
    waterType: 'Well' as const,
    showerTime: 8,
    tds: null,
    hardness: null,
    zip: houseZip,
    hasPool: false,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TrackerForm
        target={target}
        defaults={trackerFormDefaults('PureFlow RO', houseData, contact)}
        onSave={onSave}
        onCancel={() => {}}
        saving={false}
        saveError={null}
      />
    </QueryClientProvider>,
  );
  return { onSave, calls, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('tracker form', () => {
  it('starts from the spec defaults and the saved profile', () => {
    renderForm();
    expect(screen.getByLabelText('Tracker name')).toHaveValue('PureFlow RO');
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByLabelText('Unit')).toHaveValue('gpg');
    expect(screen.getByLabelText('Pool')).toHaveValue('No');
    expect(screen.getByLabelText('Water source')).toHaveValue('well');
    expect(screen.getByLabelText('RO people')).toHaveValue(3);
    expect(screen.getByLabelText('RO pets')).toHaveValue(0);
  });

  it('hardening 30.22: without a ZIP in the profile, the ZIP comes from the shipping address', () => {
    renderForm(null, { email: 'dana@example.com', phoneNumber: null, address: { zip: '77433' } });
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77433');
  });

  it('hardening 2: a phone-only account gets SMS reminders to its number by default', async () => {
    const { user, onSave } = renderForm('77429', { email: null, phoneNumber: '+17135550142' });
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+17135550142');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0].additionalData).toMatchObject({
      contactMethod: 'sms',
      sms: '+17135550142',
    });
  });

  it('enables only the input of the chosen contact method', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText('E-mail address')).toBeEnabled();
    expect(screen.getByLabelText('Mobile number')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'SMS' }));

    expect(screen.getByLabelText('E-mail address')).toBeDisabled();
    expect(screen.getByLabelText('Mobile number')).toBeEnabled();
  });

  it('disables TDS and hardness with the estimate and fills them from the ZIP check', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Use the estimate for my ZIP code' }));

    expect(screen.getByLabelText('TDS (ppm)')).toBeDisabled();
    expect(screen.getByLabelText('Hardness')).toBeDisabled();
    await vi.waitFor(() => expect(screen.getByLabelText('TDS (ppm)')).toHaveValue(319));
    expect(screen.getByLabelText('Hardness')).toHaveValue(15.1);
    expect(calls[0]?.url.pathname).toBe('/api/v1/waterquality/tds');
    expect(calls[0]?.url.searchParams.get('zip')).toBe('77429');
  });

  it('converts the hardness when the unit changes (1 gpg = 17.1 ppm)', async () => {
    const { user } = renderForm();
    const hardness = screen.getByLabelText('Hardness');
    await user.type(hardness, '10');

    await user.selectOptions(screen.getByLabelText('Unit'), 'ppm');
    expect(hardness).toHaveValue(171);

    await user.selectOptions(screen.getByLabelText('Unit'), 'gpg');
    expect(hardness).toHaveValue(10);
  });

  it("refuses a blank name with the spec's sentence", async () => {
    const { user, onSave } = renderForm();
    await user.clear(screen.getByLabelText('Tracker name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A tracker name is required.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends empty readings as null and only the chosen address', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const body = onSave.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      productId: 'p-1',
      customName: 'PureFlow RO',
      additionalData: {
        contactMethod: 'email',
        email: 'dana@example.com',
        tds: null,
        hardness: null,
        hardnessUnit: 'gpg',
        hasPool: 'No',
        zipCode: '77429',
      },
    });
    expect(body.additionalData).not.toHaveProperty('sms');
  });
});
