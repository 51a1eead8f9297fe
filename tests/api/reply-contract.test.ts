// The reply check of support.ts's client bites: what breaks the contract is named, what keeps it passes.
import { describe, expect, it } from 'vitest';
import { endpointOf, replyProblem } from './reply-contract.ts';

const item = {
  id: 7,
  budgetId: 3,
  name: 'Rent',
  amount: 120_000,
  priority: 1,
  category: 'Housing',
  isPaid: false,
  sortOrder: 1,
  updatedBy: null,
  dueDate: '03/01/2027',
};

describe('the reply check of the API tests', () => {
  it('passes a reply that is exactly its contract', () => {
    expect(replyProblem('POST', '/api/expense', 201, item)).toBeNull();
    expect(replyProblem('DELETE', '/api/expense/7', 204, null)).toBeNull();
    expect(replyProblem('PATCH', '/api/expense/7', 400, { message: 'amount: Must be a number' })).toBeNull();
  });

  it('names a field of the wrong type, and a missing one', () => {
    expect(replyProblem('POST', '/api/expense', 201, { ...item, amount: '1200.00' })).toMatch(
      /^POST \/api\/expense answered 201, which breaks its contract: amount: invalid_type/,
    );
    const { sortOrder: _sortOrder, ...withoutOrder } = item;
    expect(replyProblem('POST', '/api/expense', 201, withoutOrder)).toMatch(/sortOrder: invalid_type/);
  });

  it('refuses a field the contract does not name, however deep', () => {
    expect(replyProblem('POST', '/api/expense', 201, { ...item, memo: 'x' })).toMatch(
      /with fields its contract does not name/,
    );
    const month = { budget: null, incomeItems: [], expenseItems: [{ ...item, extra: 1 }] };
    expect(replyProblem('POST', '/api/budget', 200, month)).not.toBeNull();
  });

  it('holds a failure to { message }', () => {
    expect(replyProblem('GET', '/api/user', 401, { error: 'no' })).toMatch(/message: invalid_type/);
    expect(replyProblem('GET', '/api/user', 500, null)).not.toBeNull();
  });

  it('finds the endpoint by method and path, ignoring the query', () => {
    expect(endpointOf('GET', '/api/budget/u/2027-03/2027')?.path).toBe('/api/budget/:userId/:month/:year');
    expect(endpointOf('GET', '/api/runway?paychecks=3')?.path).toBe('/api/runway');
    expect(endpointOf('PUT', '/api/expense/7')).toBeUndefined();
    expect(endpointOf('GET', '/api/nowhere')).toBeUndefined();
  });
});
