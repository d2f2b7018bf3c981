import type { Endpoint } from '@ailab/core/contract/define';
import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type EndpointHandler, type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { readUploadedFile } from '../../media/read-uploaded-file';
import { addCourse, editCourse, manageCourse } from './course-authoring.service';
import { enrolLearners } from './course-enrol.service';
import { exportCourse, importCourse } from './course-import.service';
import { adminCourseList, memberCatalogue, publicCatalogue } from './course-lists.service';
import { courseProgressList } from './course-progress.service';
import { unenrolLearners } from './course-unenrol.service';
import { myCourses, mySignups, signUpForCourse } from './enrolment.service';
import { demoQuiz, publicCourse, quizLeaders, verifyCertificate } from './open-education.service';
import { saveUnitQuiz, unitQuizWithKey } from './quiz-authoring.service';
import { quizForLearner, quizResult, submitQuiz } from './quiz-taking.service';
import { reviewCourse } from './review.service';
import { completeUnit, studyOutline, studyUnitContent, verifyUnitAccess } from './study.service';
import { addUnit, courseOutline, unitForEditing, updateUnits } from './unit-authoring.service';
import { uploadUnitMaterial } from './unit-upload.service';

/** AI learning: admin authoring, student enrolment, study and quizzes, and the open catalogue. */
export function registerLearningRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    registerEndpoint(app, ctx, registered, endpoint, handler);
  const { adminCourses, adminQuizzes, studentCourses, studentStudy, studentQuizzes, open } = contract;

  on(adminCourses.listing, ({ body, t }) => adminCourseList(ctx, body, t));
  on(adminCourses.progress, ({ body }) => courseProgressList(ctx, body));
  on(adminCourses.add, ({ caller, body, t }) => addCourse(ctx, caller, body, t));
  on(adminCourses.update, ({ caller, body: { course_id: courseId, ...fields }, t }) =>
    editCourse(ctx, caller.user.id, courseId, fields, t),
  );
  on(adminCourses.updateInfo, ({ caller, body: { course_id: courseId, ...fields }, t }) =>
    editCourse(ctx, caller.user.id, courseId, fields, t),
  );
  on(adminCourses.manage, ({ caller, body, t }) => manageCourse(ctx, caller.user.id, body, t));
  on(adminCourses.unitKeys, ({ body }) => courseOutline(ctx, body.course_id));
  on(adminCourses.unitContent, ({ body }) => unitForEditing(ctx, body.unit_id));
  on(adminCourses.unitAdd, ({ caller, body, t }) => addUnit(ctx, caller.user.id, body, t));
  on(adminCourses.unitUpdate, ({ caller, body, t }) => updateUnits(ctx, caller.user.id, body, t));
  on(adminCourses.unitUpload, async ({ caller, request, t }) => {
    const bytes = await readUploadedFile(request, {
      field: 'file',
      maxBytes: ctx.config.limits.headshotMaxBytes,
      t,
    });
    return uploadUnitMaterial(ctx, caller.user.id, bytes, t);
  });
  on(adminCourses.import, ({ caller, body }) =>
    importCourse(ctx, caller.user.id, body.bundle, body.dry_run, true),
  );
  on(adminCourses.enrol, ({ caller, body, t }) => enrolLearners(ctx, caller.user.id, body, t));
  on(adminCourses.unenrol, ({ caller, body, t }) => unenrolLearners(ctx, caller.user.id, body, t));
  on(adminCourses.export, ({ body }) => exportCourse(ctx, body.course_id));
  on(adminQuizzes.create, ({ caller, body: { unit_id: unitId, ...definition } }) =>
    saveUnitQuiz(ctx, caller.user.id, unitId, definition),
  );
  on(adminQuizzes.get, ({ body }) => unitQuizWithKey(ctx, body.unit_id));

  on(studentCourses.signup, ({ caller, body }) => signUpForCourse(ctx, caller, body));
  on(studentCourses.listing, ({ caller, body, t }) => memberCatalogue(ctx, caller, body, t));
  on(studentCourses.selected, ({ caller, body }) => myCourses(ctx, caller, body.course_id));
  on(studentCourses.signups, ({ caller }) => mySignups(ctx, caller));
  on(studentStudy.units, ({ caller, body }) => studyOutline(ctx, caller, body.course_id));
  on(studentStudy.verify, ({ caller, body }) => verifyUnitAccess(ctx, caller, body.unit_id));
  on(studentStudy.unit, ({ caller, body }) => studyUnitContent(ctx, caller, body.unit_id));
  on(studentStudy.complete, ({ caller, body }) => completeUnit(ctx, caller, body.unit_id));
  on(studentStudy.review, ({ caller, body, t }) => reviewCourse(ctx, caller, body, t));
  on(studentQuizzes.get, ({ caller, body }) => quizForLearner(ctx, caller, body.quiz_id));
  on(studentQuizzes.submit, ({ caller, body, t }) => submitQuiz(ctx, caller, body, t));
  on(studentQuizzes.result, ({ caller, body }) => quizResult(ctx, caller, body.quiz_id));

  on(open.courses, ({ body, t }) => publicCatalogue(ctx, body, t));
  on(open.course, ({ body }) => publicCourse(ctx, body));
  on(open.quizLeaders, ({ body }) => quizLeaders(ctx, body));
  on(open.quizDemo, ({ body, t }) => demoQuiz(ctx, body.answers, t));
  on(open.certificateVerify, ({ body }) => verifyCertificate(ctx, body.code));
}
