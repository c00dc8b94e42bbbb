import { dynamicPageLabel } from './page-labels';

describe('dynamic page tab labels', () => {
  it('names the pages with a path parameter by their message and parameter', () => {
    expect(dynamicPageLabel('/order/orderdetail/DD202601010001')).toEqual({ key: 'pages.orderDetail', id: 'DD202601010001' });
    expect(dynamicPageLabel('/order/ordercontract/DD%20X')).toEqual({ key: 'pages.orderContract', id: 'DD X' });
    expect(dynamicPageLabel('/order/logistics/1123598')).toEqual({ key: 'pages.pickupLogistics', id: '1123598' });
    expect(dynamicPageLabel('/order/reportedvolumedetail/1123598')).toEqual({ key: 'pages.volumeReport', id: '1123598' });
  });

  it('names a page that takes its record from the query by its path alone', () => {
    expect(dynamicPageLabel('/component/orderShipping')).toEqual({ key: 'pages.orderShipping', id: '' });
    expect(dynamicPageLabel('/component/orderShipping/x')).toBeNull();
    expect(dynamicPageLabel('/tradeport/goods-add')).toEqual({ key: 'menu.goodsadd', id: '' });
  });

  it('names the leave process pages, which take several ids', () => {
    expect(dynamicPageLabel('/work/process/leave/form/Leave%3A1%3A9')).toEqual({ key: 'workflow.pages.leaveForm', id: 'Leave:1:9' });
    expect(dynamicPageLabel('/work/process/leave/handle/1/2/3')).toEqual({ key: 'workflow.pages.leaveHandle', id: '' });
    expect(dynamicPageLabel('/work/process/leave/detail/2/3')).toEqual({ key: 'workflow.pages.leaveDetail', id: '' });
    expect(dynamicPageLabel('/work/process/leave/detail/2')).toBeNull();
  });

  it('leaves the list screens and deeper paths to the menu', () => {
    expect(dynamicPageLabel('/order/orderdetail')).toBeNull();
    expect(dynamicPageLabel('/order/orderdetail/')).toBeNull();
    expect(dynamicPageLabel('/order/orderdetail/a/b')).toBeNull();
    expect(dynamicPageLabel('/system/user')).toBeNull();
  });
});
