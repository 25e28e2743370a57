import { describe, expect, it } from 'vitest';
import { areaOf, neighboursOf } from './router';

describe('the areas of pages, whose code is fetched ahead once one of them has loaded', () => {
  it("groups by the first path segment (an area's list, form and detail), by two on the desks of many areas", () => {
    expect(areaOf('/order/order-write')).toBe('order');
    expect(areaOf('/order/:orderId/order-detail')).toBe('order');
    expect(areaOf('/admin/order/:orderId/order-review')).toBe('admin/order');
    expect(areaOf('/admin/policy-list')).toBe('admin/policy-list');
    expect(areaOf('/mypage/webhooks')).toBe('mypage/webhooks');
    expect(areaOf('/home')).toBe('home');
  });
  it('names the other pages of the area the reader may open, never the page itself', () => {
    const uris = ['/order/order-list', '/order/order-write', '/order/:orderId/order-detail', '/admin/order/:orderId/order-review', '/home'];
    expect(neighboursOf('/order/order-write', uris)).toEqual(['/order/order-list', '/order/:orderId/order-detail']);
    expect(neighboursOf('/home', uris)).toEqual([]);
  });
});
