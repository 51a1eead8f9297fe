// Fixtures for the budget and item API tests: a signed-in person and the calls that build a month for them.
import type { BudgetResponse, ExpenseItem, IncomeItem } from '@halfwise/core/contract/budget.ts';
import { apiClient, type ApiResponse, type RequestOptions } from './support.ts';

export interface Person {
  userId: string;
  email: string;
  token: string;
  get<T = Record<string, unknown>>(path: string): Promise<ApiResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<ApiResponse<T>>;
  patch<T = Record<string, unknown>>(path: string, body: unknown): Promise<ApiResponse<T>>;
  delete(path: string): Promise<ApiResponse<{ message?: string } | null>>;
  /** POST /api/budget for `month` (carryForward 0 unless given); throws unless 200/201. */
  createBudget(month: string, carryForward?: number): Promise<BudgetResponse>;
  /** POST /api/income or /api/expense into `budgetId`; throws unless 201. */
  addItem<K extends 'income' | 'expense'>(
    kind: K,
    budgetId: number,
    fields: { name: string; amount: number; dueDate?: string; priority?: number; category?: string },
  ): Promise<K extends 'income' ? IncomeItem : ExpenseItem>;
  /** GET /api/budget/{me}/{month}/{year}. */
  budgetOf(month: string): Promise<BudgetResponse>;
}

function expectStatus<T>(response: ApiResponse<T>, statuses: number[], what: string): T {
  if (!statuses.includes(response.status))
    throw new Error(`${what} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Registers a new person (from an address of their own, so rate limits never interfere) and signs them in. */
export async function signUp(): Promise<Person> {
  const api = apiClient();
  const session = await api.register();
  const as = (options: RequestOptions = {}): RequestOptions => ({ ...options, token: session.token });
  const person: Person = {
    userId: session.user.id,
    email: session.user.email,
    token: session.token,
    get: (path) => api.get(path, as()),
    post: (path, body) => api.post(path, as({ body })),
    patch: (path, body) => api.patch(path, as({ body })),
    delete: (path) => api.request('DELETE', path, as()),
    async createBudget(month, carryForward = 0) {
      const response = await person.post<BudgetResponse>('/api/budget', {
        userId: person.userId,
        month,
        year: Number(month.slice(0, 4)),
        carryForward,
      });
      return expectStatus(response, [200, 201], `POST /api/budget ${month}`);
    },
    async addItem(kind, budgetId, fields) {
      const response = await person.post<IncomeItem & ExpenseItem>(`/api/${kind}`, { budgetId, ...fields });
      return expectStatus(response, [201], `POST /api/${kind}`);
    },
    async budgetOf(month) {
      const response = await person.get<BudgetResponse>(
        `/api/budget/${person.userId}/${month}/${month.slice(0, 4)}`,
      );
      return expectStatus(response, [200], `GET budget ${month}`);
    },
  };
  return person;
}
