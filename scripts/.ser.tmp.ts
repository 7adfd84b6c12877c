import { readFileSync } from 'node:fs';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { CruiseListSchema } from '../src/shared/schemas/cruises.js';
const data = JSON.parse(readFileSync('/tmp/prof/list.json', 'utf8'));
const js = z.toJSONSchema(CruiseListSchema, { io: 'output', unrepresentable: 'any' });
console.log(JSON.stringify(js).slice(0, 600));
const fjs = fastJson(js as never);
const a = JSON.stringify(safeParse(CruiseListSchema, data).data);
const b = fjs(data);
console.log('same:', a === b, a.length, b.length);
for (const [name, f] of [['zod+stringify', () => JSON.stringify(safeParse(CruiseListSchema, data).data)], ['fjs', () => fjs(data)], ['stringify', () => JSON.stringify(data)]] as const) {
  for (let i = 0; i < 2000; i++) f();
  const n = 20000; const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) f();
  console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs');
}
