import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths, built from the contract’s route table', () => {
  it('keep every address as it was', () => {
    expect(paths.home).toBe('/');
    expect(paths.allAds).toBe('/visi');
    expect(paths.myAds).toBe('/mano/skelbimai');
    expect(paths.dashboardVocabulary).toBe('/dashboard/zodynas');
    expect(paths.unsubscribe).toBe('/atsisakyti');
    expect(paths.ad(42)).toBe('/skelbimas/42');
    expect(paths.editAd('a b')).toBe('/new?id=a%20b');
    expect(paths.seller('u/1')).toBe('/pardavejas/u%2F1');
    expect(paths.category('transportas')).toBe('/skelbimai/transportas');
    expect(paths.category('transportas', 'š b')).toBe('/skelbimai/transportas/%C5%A1%20b');
    expect(paths.adStatistics(7)).toBe('/mano/skelbimai/7/statistika');
    expect(paths.topUp(3)).toBe('/mano/papildymas/3');
    expect(paths.order(4)).toBe('/mano/uzsakymas/4');
    expect(paths.conversation(5)).toBe('/mano/zinutes/5');
    expect(paths.writeToSeller(6)).toBe('/skelbimas/6?rasyti=1');
  });
});
