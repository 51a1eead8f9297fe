import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFieldChanges, applyInArrivalOrder, changedFields, definedFields } from './field-changes.ts';

interface Item {
  name: string;
  amount: number;
  isPaid: boolean;
  dueDate: string;
}
const FIELDS = ['name', 'amount', 'isPaid', 'dueDate'] as const;

const item: fc.Arbitrary<Item> = fc.record({
  name: fc.string({ maxLength: 8 }),
  amount: fc.integer({ min: 0, max: 10_000_00 }),
  isPaid: fc.boolean(),
  dueDate: fc.constantFrom('1', '5', '15', '28'),
});
/** A change of some fields (an undefined value names nothing). */
const change: fc.Arbitrary<Partial<Item>> = item.chain((values) =>
  fc.subarray([...FIELDS]).map((fields) => Object.fromEntries(fields.map((field) => [field, values[field]]))),
);

describe('later wins, field by field', () => {
  it('each field ends as the last change that named it left it, or as it was when none did', () => {
    fc.assert(
      fc.property(item, fc.array(change, { maxLength: 6 }), (start, changes) => {
        const result = applyInArrivalOrder(start, changes);
        for (const field of FIELDS) {
          const last = changes.findLast((each) => each[field] !== undefined);
          expect(result[field]).toBe(last ? last[field] : start[field]);
        }
      }),
    );
  });

  it("changes to different fields keep each other: one device's edit survives another's", () => {
    fc.assert(
      fc.property(item, item, item, fc.subarray([...FIELDS]), (base, mine, theirs, myFields) => {
        const mineOnly = Object.fromEntries(myFields.map((field) => [field, mine[field]]));
        const theirsOnly = Object.fromEntries(
          FIELDS.filter((field) => !myFields.includes(field)).map((field) => [field, theirs[field]]),
        );
        const oneWay = applyInArrivalOrder(base, [mineOnly, theirsOnly]);
        expect(applyInArrivalOrder(base, [theirsOnly, mineOnly])).toEqual(oneWay);
        expect(oneWay).toEqual({ ...base, ...mineOnly, ...theirsOnly });
      }),
    );
  });

  it('a change sent again (a retried request) changes nothing more', () => {
    fc.assert(
      fc.property(item, change, (start, each) => {
        const once = applyFieldChanges(start, each);
        expect(applyFieldChanges(once, each)).toEqual(once);
      }),
    );
  });

  it('a device sends only what it changed, so applying it elsewhere keeps the other fields there', () => {
    fc.assert(
      fc.property(item, item, item, (seen, edited, elsewhere) => {
        const sent = changedFields(seen, edited);
        expect(
          Object.keys(sent).every(
            (field) => !Object.is(seen[field as keyof Item], edited[field as keyof Item]),
          ),
        ).toBe(true);
        const result = applyFieldChanges(elsewhere, sent);
        for (const field of FIELDS)
          expect(result[field]).toBe(field in sent ? edited[field] : elsewhere[field]);
      }),
    );
  });

  it('an undefined field names nothing', () => {
    expect(definedFields({ name: 'Rent', amount: undefined })).toEqual({ name: 'Rent' });
  });
});
