/**
 * The cruise form's checks: the API's own schema (zod), loaded by `cruise-form.tsx` after the
 * form's first screen.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type CreateCruiseInput, CreateCruiseSchema } from '../../../shared/schemas/cruises';

export const cruiseFormResolver = zodResolver(CreateCruiseSchema) as unknown as Resolver<CreateCruiseInput>;
