import type { employeeTermsAction, employeeTermsPage } from './employee-terms.server.ts'

/** The employee terms page as its route answers it (the dialog loads it through a fetcher). */
export type EmployeeTermsPage = typeof employeeTermsPage

/** What accepting the employee terms answers (the dialog posts through a fetcher). */
export type EmployeeTermsAction = typeof employeeTermsAction
