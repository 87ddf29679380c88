import { describe, expect, it } from 'vitest'
import { isEmployeeListRead } from './employee-list-limit.server.ts'

describe('INSTORE-010 which requests read an employee list', () => {
  it.each([
    ['GET', '/en-us/associate-login', 'store=store-0101'],
    ['GET', '/en-us/associate-login', 'store='],
    ['HEAD', '/fr-ca/associate-login/', 'store=x'],
    ['GET', '/en-us/associate-login.data', '_routes=routes%2Fassociate-login&store=store-0101'],
    ['GET', '/EN-US/Associate-Login', 'store=store-0101'],
    ['GET', '/en-us/associate%2Dlogin', 'store=store-0101'],
    ['GET', '/en-us/associate%2dlogin.data', 'store=store-0101'],
  ])('%s %s?%s is one', (method, path, query) => {
    expect(isEmployeeListRead(method, path, query)).toBe(true)
  })

  it.each([
    ['GET', '/en-us/associate-login', ''],
    ['GET', '/en-us/associate-login', 'Store=store-0101'],
    ['POST', '/en-us/associate-login', 'store=store-0101'],
    ['GET', '/en-us/associate-logins', 'store=store-0101'],
    ['GET', '/en-us/p/associate-login', 'store=store-0101'],
    ['GET', '/en-us/stores', 'store=store-0101'],
    ['GET', '/en-us/associate%E0%A4login', 'store=store-0101'],
  ])('%s %s?%s is not', (method, path, query) => {
    expect(isEmployeeListRead(method, path, query)).toBe(false)
  })
})
