import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { CreateCategoryDto } from '../catalog/category.dto';
import { EpisodesQueryDto } from '../catalog/video.dto';
import { CreateAdminDto, UpdateProfileDto } from '../auth/auth.dto';
import { ZodValidationPipe } from './zod-dto';

const pipe = new ZodValidationPipe();
const check = (metatype: unknown, value: unknown, type: 'body' | 'query' = 'body') =>
  pipe.transform(value, { type, metatype: metatype as never });
const message = (metatype: unknown, value: unknown, type: 'body' | 'query' = 'body') => {
  try {
    check(metatype, value, type);
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestException);
    return ((err as BadRequestException).getResponse() as { message: string }).message;
  }
  throw new Error('expected a 400');
};

describe('ZodValidationPipe', () => {
  it('names an unknown field before any other problem', () => {
    expect(message(CreateAdminDto, { name: 5, role: 'admin' })).toBe('property role should not exist');
  });

  it('answers the first field in schema order with its own message', () => {
    expect(message(CreateAdminDto, { password: 5, name: 5 })).toBe('Name must be text');
    expect(message(CreateCategoryDto, {})).toBe('Category name is required');
    expect(message(CreateCategoryDto, { name: 7 })).toBe('Category name must be text');
  });

  it('lets null through as "not given", passed on as sent', () => {
    expect(check(CreateAdminDto, { name: null })).toEqual({ name: null });
    expect(message(UpdateProfileDto, { email: null })).toBe('Email cannot be changed');
  });

  it('converts query text before checking it, and checks paging before the filters', () => {
    expect(check(EpisodesQueryDto, { page: '2', type: ' Movie ', year: '' }, 'query')).toEqual({
      page: 2,
      type: 'movie',
    });
    expect(message(EpisodesQueryDto, { year: 'x', page: '0' }, 'query')).toBe(
      'page must be a whole number between 1 and 100000',
    );
    expect(message(EpisodesQueryDto, { page: ['1', '2'] }, 'query')).toBe(
      'page must be a whole number between 1 and 100000',
    );
  });

  it('leaves parameters that are not zod DTOs alone', () => {
    expect(check(String, 'abc')).toBe('abc');
  });
});
