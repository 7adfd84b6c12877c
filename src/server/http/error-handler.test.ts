import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.js';

describe('the error handler', () => {
  it('answers a zod refusal from inside a service 400 with its issues, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/parse', async () =>
      z.object({ name: z.string().min(1, 'Name is required') }).parse({ name: '' }),
    );
    const res = await app.inject({ url: '/parse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'name: Name is required',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
    await app.close();
  });
});
