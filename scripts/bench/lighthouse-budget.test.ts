import { BUDGETS, budgetMisses, FLOOR_ROUTE } from './lighthouse-budget.mjs';

const meeting = { performance: BUDGETS.performance, accessibility: BUDGETS.accessibility, 'best-practices': BUDGETS['best-practices'], seo: BUDGETS.seo };

test('a route at every budget passes; each category below its budget is named with both figures', () => {
  expect(budgetMisses([{ route: '/', ...meeting }])).toEqual([]);
  const below = { ...meeting, performance: BUDGETS.performance - 0.05, seo: BUDGETS.seo - 0.1 };
  expect(budgetMisses([{ route: '/', ...meeting }, { route: '/menu', ...below }])).toEqual([
    `/menu performance ${below.performance} < ${BUDGETS.performance}`,
    `/menu seo ${below.seo} < ${BUDGETS.seo}`,
  ]);
});

test("the framework floor's row is a reference, never a miss, however low it scores and whatever it lacks", () => {
  expect(budgetMisses([{ route: FLOOR_ROUTE, performance: 0.5 }])).toEqual([]);
  expect(budgetMisses([{ route: FLOOR_ROUTE, performance: 0.5 }, { route: '/', ...meeting, performance: 0.5 }])).toEqual([`/ performance 0.5 < ${BUDGETS.performance}`]);
});
