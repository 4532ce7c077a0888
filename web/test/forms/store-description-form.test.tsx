/** @jest-environment jsdom */
import { StoreDescriptionRequest } from '@aiapp/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { useContractForm } from '../../src/components/form/useContractForm';
import { StoreDescriptionForm, type StoreDescriptionValues } from '../../src/features/ai-store-description/StoreDescriptionForm';

const EMPTY: StoreDescriptionValues = {
  app_name: '',
  app_category: '',
  app_type: 'utility',
  target_audience: '',
  key_features: ['', '', ''],
  unique_selling_points: [''],
};

/** The store description form as its page runs it: the contract's form hook, the feature's fields, a submit. */
function Harness({ onRequest }: { onRequest: (request: unknown) => void }) {
  const { form, field } = useContractForm({ schema: StoreDescriptionRequest, defaultValues: EMPTY });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onRequest)}>
        <StoreDescriptionForm field={field} />
        <button type="submit">Generate</button>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  const requests: unknown[] = [];
  render(<Harness onRequest={(request) => requests.push(request)} />);
  return { requests, user: userEvent.setup() };
}

const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent;
};

describe('Store description form', () => {
  test('When the form shows, then each limit and "(optional)" is the contract’s', () => {
    renderForm();
    expect(screen.getByLabelText('App name')).toHaveProperty('maxLength', 80);
    expect(screen.getByLabelText('App category')).toHaveProperty('maxLength', 60);
    expect(screen.getByLabelText(/Target audience/)).toHaveProperty('maxLength', 200);
    expect(screen.getByLabelText(/Target audience/).closest('.field')?.textContent).toContain('(optional)');
    expect(screen.getByLabelText('App name').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Key features: feature 1')).toHaveProperty('maxLength', 200);
    expect(screen.getByText('3/15')).toBeTruthy();
    expect(screen.getByText('1/10')).toBeTruthy();
  });

  test('When required fields are blank, then each shows the contract’s message, the first gets focus and nothing is sent', async () => {
    const { requests, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(errorOf(screen.getByLabelText('App name'))).toBe('Must not be blank');
    expect(errorOf(screen.getByLabelText('App category'))).toBe('Must not be blank');
    expect(screen.getByRole('group', { name: /Key features/ }).textContent).toContain('Please add at least one key feature');
    expect(document.activeElement).toBe(screen.getByLabelText('App name'));
    expect(requests).toEqual([]);
  });

  test('When a value is longer than the contract allows, then the contract’s message shows and goes once it fits', async () => {
    const { requests, user } = renderForm();
    const name = screen.getByLabelText('App name');
    // A paste or a script can get past maxLength; the contract still refuses it.
    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(errorOf(name)).toBe('Must be at most 80 characters');
    fireEvent.change(name, { target: { value: 'FitTrack' } });
    expect(await screen.findByDisplayValue('FitTrack')).toBe(name);
    await screen.findByText('Must not be blank'); // the category's, still there
    expect(errorOf(name)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  test('When a feature row is too long, then the list shows the entry’s message from the contract', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('App name'), 'FitTrack');
    await user.type(screen.getByLabelText('App category'), 'Health');
    await user.type(screen.getByLabelText('Key features: feature 1'), 'GPS runs');
    fireEvent.change(screen.getByLabelText('Key features: feature 2'), { target: { value: 'y'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('group', { name: /Key features/ }).textContent).toContain('Entry 2 must be at most 200 characters');
  });

  test('When rows are added up to the contract’s count, then adding stops there, and removing a row keeps the rest', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add selling point' });
    for (let row = 1; row < 10; row += 1) await user.click(add);
    expect(screen.getByText('10/10')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Unique selling points: selling point 2'), 'Works offline');
    await user.click(screen.getByRole('button', { name: 'Remove selling point 1' }));
    expect(screen.getByLabelText('Unique selling points: selling point 1')).toHaveProperty('value', 'Works offline');
    expect(screen.getByText('9/10')).toBeTruthy();
  });

  test('When the form is filled, then submit gives the snake_case request the contract parses: trimmed, blank rows dropped', async () => {
    const { requests, user } = renderForm();
    await user.type(screen.getByLabelText('App name'), '  FitTrack ');
    await user.type(screen.getByLabelText('App category'), 'Health & Fitness');
    await user.selectOptions(screen.getByLabelText('App type'), 'health');
    await user.type(screen.getByLabelText('Key features: feature 1'), 'Track runs with GPS');
    await user.type(screen.getByLabelText('Key features: feature 3'), '  Personal plans ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const expected = {
      app_name: 'FitTrack',
      app_category: 'Health & Fitness',
      app_type: 'health',
      target_audience: '',
      key_features: ['Track runs with GPS', 'Personal plans'],
      unique_selling_points: [],
    };
    expect(requests).toEqual([expected]);
    expect(StoreDescriptionRequest.parse(requests[0])).toEqual(expected);
  });
});
