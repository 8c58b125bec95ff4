// npm run price-backtest: how well "what is my board worth" predicts what boards really sold
// for. Leave-one-out over every sold board of the demo data (the listings and the past sales):
// the board is hidden, its price is estimated from the rest, and the median absolute percentage
// error is compared with the naive baseline "median price of the same category".

import {
  estimatePrice,
  learnConditionFactors,
  type PriceComparable,
} from '@galim/shared/surfboards/price-estimate';
import { pastSales } from '../src/seed/sold-history';
import { demoBoards } from '../src/seed/surfboards';

const now = new Date();
const listed: PriceComparable[] = demoBoards()
  .filter((b) => b.status === undefined || b.status === 'sold')
  .map((b, i) => ({
    id: `listed-${i}`,
    categoryId: b.category,
    brandId: b.brand,
    modelId: b.model ? `${b.brand}/${b.model}` : null,
    technologyId: b.technology,
    condition: b.condition,
    volume: b.volume,
    length: b.length,
    price: b.price,
    sold: b.status === 'sold',
    date: new Date(now.getTime() - (i * 23 + 3) * 3_600_000),
  }));
const sold: PriceComparable[] = pastSales().map((s, i) => ({
  id: `sold-${i}`,
  categoryId: s.category,
  brandId: s.brand,
  modelId: s.model ? `${s.brand}/${s.model}` : null,
  technologyId: s.technology,
  condition: s.condition,
  volume: s.volume,
  length: s.length,
  price: s.soldPrice,
  sold: true,
  date: new Date(now.getTime() - s.soldDaysAgo * 86_400_000),
}));
const all = [...listed, ...sold];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const estimateErrors: number[] = [];
const baselineErrors: number[] = [];
let withoutFigures = 0;
for (const board of all.filter((b) => b.sold)) {
  const others = all.filter((b) => b.id !== board.id);
  const factors = learnConditionFactors(others);
  const estimate = estimatePrice(
    {
      category: board.categoryId!,
      brand: board.brandId ?? undefined,
      model: board.modelId ?? undefined,
      technology: board.technologyId ?? undefined,
      condition: board.condition,
      volume: board.volume ?? undefined,
      length: board.length ?? undefined,
    },
    others,
    factors,
    now,
  );
  const sameCategory = others.filter((b) => b.categoryId === board.categoryId).map((b) => b.price);
  if (estimate.median === null || !sameCategory.length) {
    withoutFigures += 1;
    continue;
  }
  estimateErrors.push(Math.abs(estimate.median - board.price) / board.price);
  baselineErrors.push(Math.abs(median(sameCategory) - board.price) / board.price);
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const est = median(estimateErrors);
const base = median(baselineErrors);
console.log(`Sold boards backtested (leave-one-out): ${estimateErrors.length}`);
console.log(`  without enough comparables: ${withoutFigures}`);
console.log(`  price estimate, median absolute % error:  ${pct(est)}`);
console.log(`  category median baseline, same measure:   ${pct(base)}`);
if (!(est < base)) {
  console.error('The estimate does not beat the category-median baseline.');
  process.exit(1);
}
console.log(`  the estimate beats the baseline by ${pct(base - est)} points`);
