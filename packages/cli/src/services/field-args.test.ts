import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { bodyFromFields, typedValue } from './field-args';

const t = createTranslator('en-US', RESOURCES);
const raw = (text: string) => ({ raw: text, typed: false });
const typed = (text: string) => ({ raw: text, typed: true });

describe('field arguments', () => {
  it('keeps -f values as strings and types -F values', () => {
    expect(
      bodyFromFields([raw('n=42'), typed('m=42'), typed('b=true'), typed('z=null'), typed('s=hello')], t),
    ).toEqual({
      n: '42',
      m: 42,
      b: true,
      z: null,
      s: 'hello',
    });
  });

  it('parses JSON arrays and objects in -F, and splits at the first =', () => {
    expect(bodyFromFields([typed('list=[1,"a"]'), typed('obj={"k":{"v":1}}'), raw('eq=a=b')], t)).toEqual({
      list: [1, 'a'],
      obj: { k: { v: 1 } },
      eq: 'a=b',
    });
  });

  it('nests key[sub] and appends key[]', () => {
    expect(bodyFromFields([raw('a[b]=1'), typed('a[c]=2'), raw('tags[]=x'), raw('tags[]=y')], t)).toEqual({
      a: { b: '1', c: 2 },
      tags: ['x', 'y'],
    });
  });

  it('rejects malformed fields and bad JSON', () => {
    expect(() => bodyFromFields([raw('novalue')], t)).toThrow("'novalue' is not key=value");
    expect(() => bodyFromFields([raw('=x')], t)).toThrow();
    expect(() => typedValue('{oops', t, 'k')).toThrow('not valid JSON');
  });
});
