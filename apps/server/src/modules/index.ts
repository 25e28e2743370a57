import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { dormancyModule } from './dormancy/index';
import { profileModule } from './profile/index';
import { registrationModule } from './registration/index';
import { signInModule } from './sign-in/index';
import { staffApprovalModule } from './staff-approval/index';
import { fileRoutes } from './files/routes';
import { snapshotRoutes } from './snapshots/routes';
import { navigationRoutes } from './navigation/routes';
import { codeRoutes } from './codes/routes';
import { systemRoutes } from './system/routes';
import { noticeRoutes } from './notices/routes';
import { bulletinRoutes } from './bulletins/routes';
import { contentsRoutes } from './contents/routes';
import { documentRoutes } from './documents/routes';
import { staffRoutes } from './staff/routes';
import { inquiryRoutes } from './inquiries/routes';
import { templateRoutes } from './templates/routes';
import { homeRoutes } from './home/routes';

/** One entry per business area, registered in this order under its prefix. */
export interface ModuleEntry {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<AppDeps>;
}

export const modules: ModuleEntry[] = [
  // The account areas register their routes under their own prefixes (several share /apis/v1/user/users).
  { name: 'sign-in', prefix: '', plugin: signInModule },
  { name: 'registration', prefix: '', plugin: registrationModule },
  { name: 'profile', prefix: '', plugin: profileModule },
  { name: 'dormancy', prefix: '', plugin: dormancyModule },
  { name: 'staff-approval', prefix: '', plugin: staffApprovalModule },
  { name: 'navigation', prefix: '/apis/v1/common/auth', plugin: navigationRoutes },
  { name: 'codes', prefix: '/apis/v1/common/codes', plugin: codeRoutes },
  { name: 'system', prefix: '/apis/v1/common/system', plugin: systemRoutes },
  { name: 'notices', prefix: '/apis/v1/user/notices', plugin: noticeRoutes },
  { name: 'bulletins', prefix: '/apis/v1/user/bbss', plugin: bulletinRoutes },
  { name: 'contents', prefix: '/apis/v1/user/contents', plugin: contentsRoutes },
  { name: 'documents', prefix: '/apis/v1/user/standard-documents', plugin: documentRoutes },
  { name: 'files', prefix: '/apis/v1', plugin: fileRoutes },
  { name: 'snapshots', prefix: '/apis/v1/common/snapshots', plugin: snapshotRoutes },
  { name: 'staff', prefix: '/apis/v1/user/staff', plugin: staffRoutes },
  { name: 'inquiries', prefix: '/apis/v1/user/inquiries', plugin: inquiryRoutes },
  { name: 'templates', prefix: '/apis/v1/common/template', plugin: templateRoutes },
  { name: 'home', prefix: '/apis/v1/user/home', plugin: homeRoutes },
];
