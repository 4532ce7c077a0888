import { buildKeywordField } from '../src/domain/aso/keyword-field';

describe('the App Store keyword field', () => {
  it('When a term holds slashes, dots or a price, then the field holds its words only, each a keyword of its own', () => {
    const field = buildKeywordField(['sunrise/sunset ramp', 'days.month', '$3/employee/month', 'clock in/out'], ['Reefkeeper']);
    expect(field.split(',')).toEqual(['sunrise', 'sunset', 'ramp', 'day', 'month', 'employee', 'clock', 'out']);
    expect(field).not.toMatch(/[./$ ]/);
  });
});
