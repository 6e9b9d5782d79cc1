import 'reflect-metadata';
import { Exclude, Expose, Transform, Type, plainToInstance } from 'class-transformer';
import { IsString } from 'class-validator';
import { hasTransformerMetadata, instanceMaker } from './plain-instance';

class Plain {
  @IsString()
  name!: string;

  tags?: string[];
}

class Trimmed {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  name!: string;
}

class Typed {
  @Type(() => Plain)
  inner!: Plain;
}

class Exposed {
  @Expose({ name: 'label' })
  name!: string;
}

class Excluded {
  @Exclude()
  secret?: string;
}

class Inherits extends Trimmed {
  other?: string;
}

describe('instanceMaker', () => {
  it('copies the properties of a class class-transformer has no metadata for, as plainToInstance does', () => {
    expect(hasTransformerMetadata(Plain)).toBe(false);
    const plain = { name: 'x', tags: ['a'], extra: { deep: [1, null] } };
    const made = instanceMaker(Plain)(plain);
    expect(made).toBeInstanceOf(Plain);
    expect(made).toStrictEqual(plainToInstance(Plain, plain));
  });

  it('skips __proto__ and constructor, as class-transformer does', () => {
    const plain = JSON.parse('{"name":"x","__proto__":{"polluted":true},"constructor":"c"}') as object;
    const made = instanceMaker(Plain)(plain);
    expect(Object.getPrototypeOf(made)).toBe(Plain.prototype);
    expect((made as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(made)).not.toContain('constructor');
    expect(made).toStrictEqual(plainToInstance(Plain, plain));
  });

  it.each([
    ['a @Transform', Trimmed],
    ['a @Type', Typed],
    ['an @Expose', Exposed],
    ['an @Exclude', Excluded],
    ['an inherited @Transform', Inherits],
  ])('leaves a class with %s to class-transformer', (_what, cls: new () => object) => {
    expect(hasTransformerMetadata(cls)).toBe(true);
    const plain = { name: ' x ', inner: { name: 'y' }, label: 'z', secret: 's', other: 'o' };
    expect(instanceMaker(cls)(plain)).toStrictEqual(plainToInstance(cls, plain));
  });
});
