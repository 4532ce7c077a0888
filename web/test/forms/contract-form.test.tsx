/** @jest-environment jsdom */
import { AppNameRequest, LandingPageRequest, PrivacyPolicyRequest, ReviewRequest } from '@aiapp/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { RadioGroupField } from '../../src/components/form/RadioGroupField';
import { SelectField } from '../../src/components/form/SelectField';
import { TextField } from '../../src/components/form/TextField';
import { useContractForm, type FieldBinder } from '../../src/components/form/useContractForm';
import { LandingPageForm } from '../../src/features/landing-page/LandingPageForm';
import { completePolicyRequest, EMPTY_FORM } from '../../src/features/privacy-policy/policyForm';

interface HarnessProps<V extends FieldValues> {
  schema: z.ZodType;
  defaultValues: V;
  completeRequest?: (values: V) => unknown;
  fields: (field: FieldBinder<V>) => ReactNode;
}

/** A contract form as a tool page runs it, sending each parsed request to `requests`. */
function renderContractForm<V extends FieldValues>(props: HarnessProps<V>) {
  const requests: unknown[] = [];
  function Harness() {
    const { form, field, formError } = useContractForm<V, unknown>(props);
    return (
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((request) => void requests.push(request))}>
          {props.fields(field)}
          <button type="submit">Generate</button>
          {formError && <p role="alert">{formError}</p>}
        </form>
      </FormProvider>
    );
  }
  render(<Harness />);
  const user = userEvent.setup();
  return { requests, user, submit: () => user.click(screen.getByRole('button', { name: 'Generate' })) };
}

const REVIEW_DEFAULTS = { app_name: 'FitTrack', rating: 5, review_type: 'positive', category: '', features: [''] };
const reviewFields = (field: FieldBinder<typeof REVIEW_DEFAULTS>) => (
  <>
    <SelectField label="Star rating" field={field('rating')} optionLabel={(stars) => `${stars} stars`} />
    <RadioGroupField legend="Review type" field={field('review_type')} optionLabel={(type) => type.toUpperCase()} />
  </>
);

describe('Radio group over a contract enum', () => {
  test('When it shows, then it is a named group with one radio per contract option, the default chosen', () => {
    renderContractForm({ schema: ReviewRequest, defaultValues: REVIEW_DEFAULTS, fields: reviewFields });
    const group = screen.getByRole('group', { name: 'Review type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['positive', 'mixed']);
    expect(within(group).getByRole('radio', { name: 'POSITIVE' })).toHaveProperty('checked', true);
  });

  test('When another radio of the group is chosen, then that choice is sent, and the rating as a number', async () => {
    const { requests, user, submit } = renderContractForm({
      schema: ReviewRequest,
      defaultValues: REVIEW_DEFAULTS,
      fields: reviewFields,
    });
    await user.selectOptions(screen.getByLabelText('Star rating'), '2');
    // Browsers move between same-name radios with the arrow keys; jsdom has no such behaviour, so the test clicks.
    expect(new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')))).toEqual(new Set(['review_type']));
    await user.click(screen.getByRole('radio', { name: 'MIXED' }));
    expect(screen.getByRole('radio', { name: 'MIXED' })).toHaveProperty('checked', true);
    await submit();
    expect(requests).toEqual([{ app_name: 'FitTrack', rating: 2, review_type: 'mixed', category: '', features: [] }]);
  });

  test('When the contract refuses the combination, then its own message shows on the group and nothing is sent', async () => {
    const { requests, user, submit } = renderContractForm({
      schema: ReviewRequest,
      defaultValues: REVIEW_DEFAULTS,
      fields: reviewFields,
    });
    await user.selectOptions(screen.getByLabelText('Star rating'), '1');
    await submit();
    const group = screen.getByRole('group', { name: 'Review type' });
    expect(within(group).getByRole('alert').textContent).toBe(
      'Positive reviews need a rating of 3 stars or more; choose Mixed for 1 or 2 stars',
    );
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });
});

describe('Landing page form', () => {
  const EMPTY = {
    app_name: 'Tasky',
    cta_text: '',
    description: 'Plans your day.',
    features: ['', '', ''],
    app_store_url: '',
    play_store_url: '',
    category: '',
    privacy_url: '',
    app_store_id: '',
    package_name: '',
    page_url: '',
    social_image_url: '',
    icon_data: '',
    screenshots: [] as string[],
  };

  test('When fields are too long or not https, then each shows the contract’s own words', async () => {
    const { requests, submit } = renderContractForm({
      schema: LandingPageRequest,
      defaultValues: EMPTY,
      fields: (field) => <LandingPageForm field={field} />,
    });
    expect(screen.getByLabelText(/Button text/)).toHaveProperty('maxLength', 40);
    expect(screen.getByLabelText('Description')).toHaveProperty('maxLength', 2000);
    fireEvent.change(screen.getByLabelText(/Button text/), { target: { value: 'x'.repeat(41) } });
    fireEvent.change(screen.getByLabelText(/Google Play link/), { target: { value: 'http://a.b' } });
    await submit();
    const messageOf = (label: RegExp) =>
      screen.getByLabelText(label).closest('.field')?.querySelector('.field__error')?.textContent;
    expect(messageOf(/Button text/)).toBe('Must be at most 40 characters');
    expect(messageOf(/Google Play link/)).toBe('The Google Play link must be a full https:// address');
    expect(document.activeElement).toBe(screen.getByLabelText(/Button text/));
    expect(requests).toEqual([]);
  });

  test('When the button text is left blank, then the request carries the contract’s default', async () => {
    const { requests, submit } = renderContractForm({
      schema: LandingPageRequest,
      defaultValues: EMPTY,
      fields: (field) => <LandingPageForm field={field} />,
    });
    await submit();
    expect(requests).toEqual([{ ...EMPTY, cta_text: 'Download Now', features: [] }]);
  });
});

describe('Comma-separated keywords', () => {
  test('When keywords are typed in one field, then the request holds them as the contract’s list', async () => {
    const { requests, user, submit } = renderContractForm({
      schema: AppNameRequest,
      defaultValues: { keywords: '', category: 'health' },
      fields: (field) => <TextField label="Keywords" field={field('keywords')} />,
    });
    await user.type(screen.getByLabelText('Keywords'), ' habit, ,streak ');
    await submit();
    expect(requests).toEqual([{ keywords: ['habit', 'streak'], category: 'health' }]);
  });

  test('When only commas are typed, then the contract’s message shows', async () => {
    const { requests, user, submit } = renderContractForm({
      schema: AppNameRequest,
      defaultValues: { keywords: '', category: 'health' },
      fields: (field) => <TextField label="Keywords" field={field('keywords')} />,
    });
    await user.type(screen.getByLabelText('Keywords'), ' , ,');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least one keyword');
    expect(requests).toEqual([]);
  });
});

describe('Privacy policy request', () => {
  test('When the completed request is refused on a field the form does not show, then the message blocks sending', async () => {
    const { requests, submit } = renderContractForm({
      schema: PrivacyPolicyRequest,
      defaultValues: { ...EMPTY_FORM, app_name: 'A', company_name: 'B' },
      completeRequest: (values) => ({ ...completePolicyRequest(values), effective_date: '1999-01-01' }),
      fields: (field) => <TextField label="App name" field={field('app_name')} />,
    });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Must be a real date between 2000 and 2099');
    expect(requests).toEqual([]);
  });

  test('When a bare domain is typed, then the request gets https:// and today’s date', async () => {
    const { requests, submit } = renderContractForm({
      schema: PrivacyPolicyRequest,
      defaultValues: { ...EMPTY_FORM, app_name: 'A', company_name: 'B', website: 'acme.example' },
      completeRequest: (values) => completePolicyRequest(values, new Date(2026, 0, 2)),
      fields: (field) => <TextField label="App name" field={field('app_name')} />,
    });
    await submit();
    expect(requests).toEqual([
      expect.objectContaining({ website: 'https://acme.example', effective_date: '2026-01-02', data_collected: [] }),
    ]);
  });
});
