import type { Post } from '@skelbimai/contract';

/**
 * What schema.org says of an ad beyond Product (PRODUCT.md §25): a car is also a Car (brand, model, model year,
 * mileage, fuel, gearbox, body), a flat an Apartment and a house a House (rooms, floor area, floor, year built).
 * Which kind a subcategory is comes from its address name; the values come from the ad's fields, numbers from
 * `attributes` and words as the ad page shows them (`facts`). An ad without those fields stays a plain Product.
 */
const kinds: Record<string, 'Car' | 'Apartment' | 'House'> = {
  automobiliai: 'Car',
  butai: 'Apartment',
  'namai-ir-sodybos': 'House',
};

/** UN/CEFACT codes schema.org's QuantitativeValue takes: kilometres, square metres, kilowatts. */
const quantity = (value: unknown, unitCode: string) =>
  typeof value === 'number' ? { '@type': 'QuantitativeValue', value, unitCode } : undefined;

export function adKindData(post: Post): { types: string[]; properties: Record<string, unknown> } {
  const kind = kinds[post.subCategory.logicalName];
  const attributes = post.attributes ?? {};
  const text = (key: string) => post.facts?.find((fact) => fact.key === key)?.text;
  const number = (key: string) => (typeof attributes[key] === 'number' ? (attributes[key] as number) : undefined);
  let properties: Record<string, unknown> = {};
  if (kind === 'Car') {
    const make = text('make');
    properties = {
      brand: make ? { '@type': 'Brand', name: make } : undefined,
      model: text('model'),
      vehicleModelDate: number('year') !== undefined ? String(number('year')) : undefined,
      mileageFromOdometer: quantity(attributes.mileageKm, 'KMT'),
      fuelType: text('fuel'),
      vehicleTransmission: text('gearbox'),
      bodyType: text('bodyType'),
      color: text('colour'),
      vehicleEngine:
        number('engineLitres') !== undefined || number('powerKw') !== undefined
          ? {
              '@type': 'EngineSpecification',
              engineDisplacement: quantity(attributes.engineLitres, 'LTR'),
              enginePower: quantity(attributes.powerKw, 'KWT'),
            }
          : undefined,
    };
  } else if (kind === 'Apartment' || kind === 'House') {
    properties = {
      numberOfRooms: number('rooms'),
      floorSize: quantity(attributes.areaM2, 'MTK'),
      floorLevel: number('floor') !== undefined ? String(number('floor')) : undefined,
      yearBuilt: number('yearBuilt'),
    };
  }
  const defined = Object.fromEntries(
    Object.entries(properties)
      .map(([key, value]) => [key, withoutUndefined(value)] as const)
      .filter(([, value]) => value !== undefined),
  );
  // Only an ad that has the kind's facts says it is one: an older ad without fields stays a Product.
  if (!kind || Object.keys(defined).length === 0) return { types: [], properties: {} };
  return { types: [kind], properties: defined };
}

function withoutUndefined(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined));
}
